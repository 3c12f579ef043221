/**
 * The numeric-input helper of spec section 5: of what was typed it keeps only
 * digits, a minus and a dot, with at most one dot (the first) and a minus only
 * at the start. Use it as the `normalize` of every amount field (or in its
 * onChange), so letters, spaces, commas and a second dot never reach the value.
 */
export interface NumericInputOptions {
  /** At most this many digits after the dot (money: 2); unlimited when left out. */
  decimals?: number;
}

export function numericInput(value: string | null | undefined, options: NumericInputOptions = {}): string {
  if (!value) return '';
  let result = '';
  let dotAt = -1;
  for (const char of value) {
    if (char >= '0' && char <= '9') {
      if (dotAt >= 0 && options.decimals !== undefined && result.length - dotAt > options.decimals) continue;
      result += char;
    } else if (char === '.') {
      if (dotAt >= 0) continue;
      dotAt = result.length;
      result += char;
    } else if (char === '-') {
      // Only as the very first character kept.
      if (result === '') result = '-';
    }
  }
  return result;
}

/** `numericInput` for money fields: two decimals at most. */
export function moneyInput(value: string | null | undefined): string {
  return numericInput(value, { decimals: 2 });
}
