import { startApi } from './start-api';

// The API's process (dist/server.mjs): the site's kinds only (decision 052).
startApi();
