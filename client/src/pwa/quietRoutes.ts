/**
 * The screens where a shopper is paying, moving money or setting what guards it: a new
 * release is not offered there (its reload would drop what they are typing); it is offered
 * on the next screen instead.
 */
const MONEY_SCREENS = /^\/(checkout|payment|withDraw|topUp|walletTopUp|cardTopUp|changePayPwd|refund)(\/|$)/i;

/** Whether the new-release prompt may show on `pathname`. */
export function mayOfferRelease(pathname: string): boolean {
  return !MONEY_SCREENS.test(pathname);
}
