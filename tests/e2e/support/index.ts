/**
 * The end-to-end harness (vitest project "e2e": `npx vitest run --project e2e`):
 * - `startE2eStack()` builds the client when stale and starts the real product (the
 *   gateway bundle globalSetup.ts built for this run) on free ports (stack.ts);
 * - `launchPhone()` opens a phone (a fresh context of the file's one Chromium, Debian's)
 *   with a phone viewport, `screenshot()` saves to test-results/screenshots (phone.ts);
 * - `journey(file)` registers a file's hooks: one stack, a fresh phone per test,
 *   numbered screenshots and a FAILED screenshot (journey.ts);
 * - money, a small PNG, orders set up through the gateway, toasts, the payment
 *   keypad and confirmation dialogs for the journeys (shopping.ts);
 * - the address form's area picker (areaPicker.ts).
 */
export { pickArea } from './areaPicker.ts';
export { journey, type Journey } from './journey.ts';
export { appDrawn, APP_MAIN_SHOWN, launchPhone, screenshot, type Phone } from './phone.ts';
export { startE2eStack, type E2eStack } from './stack.ts';
export {
  buyer,
  cents,
  centsIn,
  confirmDialog,
  hotProducts,
  navBar,
  orderState,
  placeOrder,
  pngFile,
  tapBack,
  toast,
  typePaymentCode,
} from './shopping.ts';
