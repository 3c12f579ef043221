import { describe, expect, it } from 'vitest';
import { renderStored } from '../../legacy/i18n/stored.ts';

/*
 * Amounts in stored texts (notifications) are written as the storefront writes money:
 * "$" in every language. Thai, Chinese and Korean Intl wrote "US$100.00" (issue 24).
 */

const recharge = (lang: Parameters<typeof renderStored>[0]) =>
  renderStored(lang, 'noticeRechargeApprovedBody', JSON.stringify({ amount: { cents: 10000 } }), '');

describe('money in stored texts', () => {
  it('is "$100.00" in Thai, Chinese, Korean and English, never "US$"', () => {
    for (const lang of ['th', 'zh-cn', 'kr', 'en'] as const) {
      expect(recharge(lang)).toContain('$100.00');
      expect(recharge(lang)).not.toMatch(/US\$|USD|\$US/);
    }
  });

  it('keeps each language\'s own separators and order ("100,00 $" in German, Spanish, Vietnamese, French, Italian)', () => {
    for (const lang of ['de', 'es', 'vi', 'fr', 'it'] as const) expect(recharge(lang)).toMatch(/100,00\s\$/u);
    expect(recharge('ar')).not.toContain('US$');
  });
});
