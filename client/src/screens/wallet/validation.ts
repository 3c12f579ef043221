import { parseCents } from '../../lib/money.ts';

/** The largest single top-up the platform accepts, in cents (1,000,000.00). */
const MAX_RECHARGE_CENTS = 100_000_000;

/**
 * What is wrong with a withdrawal amount (spec section 5: not empty, greater
 * than 0, not above the balance), as a common:validation key; null when fine.
 */
export function withdrawalAmountError(
  amount: string | null | undefined,
  balance: string,
): 'amountRequired' | 'amountPositive' | 'amountAboveBalance' | null {
  const text = (amount ?? '').trim();
  if (text === '') return 'amountRequired';
  const cents = parseCents(text);
  if (cents === null || cents <= 0) return 'amountPositive';
  const available = parseCents(balance);
  if (available !== null && cents > available) return 'amountAboveBalance';
  return null;
}

/** A top-up amount must be a correct amount above 0 (and within the platform's limit). */
export function rechargeAmountError(amount: string | null | undefined): 'amountInvalid' | null {
  const cents = parseCents(amount);
  if (cents === null || cents <= 0 || cents > MAX_RECHARGE_CENTS) return 'amountInvalid';
  return null;
}

/** The platform's rules for a bank card number: 4 to 40 letters or digits, spaces and dashes inside. */
export function isValidCardNumber(value: string): boolean {
  const text = value.trim();
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/.test(text) && text.replace(/[^A-Za-z0-9]/g, '').length >= 4;
}

/** The platform's rules for a wallet address: 10 to 128 letters, digits, ':', '_' or '-'. */
export function isValidWalletAddress(value: string): boolean {
  return /^[A-Za-z0-9:_-]{10,128}$/.test(value.trim());
}
