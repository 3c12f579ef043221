import { startApp } from './appStart.ts';
import { startEarlyQuery } from './earlyQuery.ts';
import { holdTaps } from './heldTap.ts';
import { cameWithData, drawnOnServer } from './serverData.ts';

// The production client sends its operations by hash (apollo/client.ts); so does the early query.
// A page rendered on the server brought its data: nothing to ask early, and its taps are held
// until the app has taken it over (boot/heldTap.ts).
if (cameWithData()) holdTaps();
else if (import.meta.env.PROD) startEarlyQuery();
// The app's scripts, which the gateway holds back on a page it drew (boot/appStart.ts).
startApp(drawnOnServer());
