import { startEarlyQuery } from './earlyQuery.ts';

// The production client sends its operations by hash (apollo/client.ts); so does the early query.
if (import.meta.env.PROD) startEarlyQuery();
