import { randomBytes } from 'node:crypto';
import { readConfig } from './config.ts';
import { startLegacy } from './server.ts';

/*
 * `npm run legacy` starts the stand-in as configured. `--demo` (used by `npm start`)
 * also turns on auto-operate (20 s) and an admin key unless they are set, and
 * prints how to use them; `--photos` serves real-size photos (LEGACY_PHOTOS=real).
 */
const demo = process.argv.includes('--demo');
const env = { ...process.env };
// `--photos`: real-size photos instead of the drawn pictures (LEGACY_PHOTOS=real).
if (process.argv.includes('--photos')) env['LEGACY_PHOTOS'] = 'real';
if (demo) {
  env['LEGACY_AUTO_OPERATE'] ??= '20';
  env['LEGACY_ADMIN_KEY'] ??= randomBytes(16).toString('hex');
}
const config = readConfig(env);
const legacy = await startLegacy(config, undefined, process.env['LEGACY_HOST'] || '127.0.0.1');

console.log(`Legacy API stand-in listening on ${legacy.url} (database ${config.dbFile})`);
if (config.pictures === 'photos') console.log('Pictures: real-size JPEG photos (LEGACY_PHOTOS=real)');
console.log('Demo buyer: demo / demo123 (payment code 123456); new buyer: newbie / newbie123');
if (config.autoOperateSeconds > 0) {
  console.log(`Auto-operate: paid orders ship and audits pass after ${config.autoOperateSeconds} s`);
}
if (config.adminKey) {
  // The admin key is printed only when this process made it up for a demo.
  const shown = demo && !process.env['LEGACY_ADMIN_KEY'] ? config.adminKey : '(from LEGACY_ADMIN_KEY)';
  console.log(`Admin API: ${legacy.url}/admin (header x-admin-key: ${shown})`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void legacy.close().then(() => process.exit(0));
  });
}
