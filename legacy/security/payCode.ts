/** A verified payment code lets the same session pay for this long. */
export const PAY_VERIFY_SECONDS = 5 * 60;
/** Wrong payment codes in a row that lock payment. */
export const PAY_MAX_FAILURES = 5;
/** How long payment stays locked after too many wrong codes. */
export const PAY_LOCK_SECONDS = 15 * 60;
