import { startEarlyQuery } from './earlyQuery.ts';
import { cameWithData } from './serverData.ts';

// The production client sends its operations by hash (apollo/client.ts); so does the early query.
// A page rendered on the server brought its data: nothing to ask early.
if (import.meta.env.PROD && !cameWithData()) startEarlyQuery();
