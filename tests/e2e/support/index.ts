/**
 * The end-to-end harness (vitest project "e2e": `npx vitest run --project e2e`):
 * - `startE2eStack()` builds the client when stale and starts the real product on
 *   free ports (stack.ts);
 * - `launchPhone()` opens Debian's Chromium with a phone viewport, `screenshot()`
 *   saves to test-results/screenshots (phone.ts).
 */
export { clientBuildIsStale, ensureClientBuilt } from './build.ts';
export { launchPhone, PHONE, screenshot, SCREENSHOT_DIR, type Phone } from './phone.ts';
export { startE2eStack, type E2eStack, type E2eStackOptions, type Envelope } from './stack.ts';
