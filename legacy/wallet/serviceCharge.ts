import type { Db } from '../db/open.ts';

/** Used when the `service_charge` setting is missing or not a fraction in [0, 1). */
const DEFAULT_SERVICE_CHARGE = '0.03';

/**
 * Reads the withdrawal fee rate as the legacy API shows it: a fraction string such
 * as "0.03" (the `service_charge` setting, read on every call so a change applies at once).
 */
export function serviceChargeReader(db: Db): () => string {
  const setting = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'service_charge'");
  return () => {
    const text = setting.get()?.value.trim() ?? '';
    return /^0(?:\.\d{1,6})?$/.test(text) ? text : DEFAULT_SERVICE_CHARGE;
  };
}

/**
 * The fee on a withdrawal of `cents`: `cents × rate`, rounded half up to a whole cent.
 * Computed in integers (millionths of the rate) so no float rounding can slip in.
 */
export function feeCents(cents: number, rate: string): number {
  const [, fraction = ''] = rate.split('.');
  const millionths = BigInt(fraction.padEnd(6, '0'));
  return Number((BigInt(cents) * millionths + 500_000n) / 1_000_000n);
}
