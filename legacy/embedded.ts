/*
 * The stand-in as the gateway embeds it when LEGACY_API_URL is unset (`npm start` on a
 * fresh machine). The gateway loads this one module with a dynamic import(), so its
 * build carries the stand-in as a bundle of its own (dist/gateway/standIn/) that a
 * gateway in front of the real legacy API never loads.
 */
export { readConfig } from './config.ts';
export { startLegacy, type RunningLegacy } from './server.ts';
