/** Money travels as two-place decimal strings and is stored as integer cents. */

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Largest amount any single money field accepts: one billion. */
export const MAX_MONEY_CENTS = 100_000_000_000;

/**
 * Parses a non-negative decimal with at most two places ("12", "12.5", 12.5)
 * into cents without floating-point rounding. Returns null when malformed.
 */
export function parseMoney(input: unknown): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return cents > MAX_MONEY_CENTS ? null : cents;
}
