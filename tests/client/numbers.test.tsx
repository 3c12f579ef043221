/**
 * Money and counts in the shopper's language with Intl (issue 9): the same format on
 * every screen, exact for any amount, and every number put into a text formatted too.
 */
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { Price } from '../../client/src/components/Price.tsx';
import { formatCount, languageTag } from '../../client/src/i18n/numbers.ts';
import { formatMoney } from '../../client/src/lib/money.ts';
import { switchLanguage } from '../../client/src/i18n/switchLanguage.ts';

/** Intl may put invisible direction marks and narrow spaces around a currency; what a reader sees is the rest. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  test('English: the dollar sign first, grouped thousands, two decimals', () => {
    expect(formatMoney('10000.00', 'en')).toBe('$10,000.00');
    expect(formatMoney('3', 'en')).toBe('$3.00');
    expect(formatMoney('0.5', 'en')).toBe('$0.50');
    expect(formatMoney('-12.50', 'en')).toBe('-$12.50');
  });

  test('is exact for amounts a float would round', () => {
    expect(formatMoney('96999999.03', 'en')).toBe('$96,999,999.03');
    expect(formatMoney('9007199254740993.99', 'en')).toBe('$9,007,199,254,740,993.99');
  });

  test('each language its own way, always with "$" (never "US$")', () => {
    expect(visible(formatMoney('10000.00', 'de'))).toBe('10.000,00 $');
    expect(visible(formatMoney('10000.00', 'fr'))).toBe('10 000,00 $');
    expect(formatMoney('10000.00', 'zh-cn')).toBe('$10,000.00');
    expect(formatMoney('10000.00', 'th')).toBe('$10,000.00');
    expect(visible(formatMoney('10000.00', 'ar'))).toBe('10,000.00 $');
    expect(formatMoney('10000.00', 'hi')).toBe('$10,000.00');
  });

  test('text that is no amount is shown as it is', () => {
    expect(formatMoney('', 'en')).toBe('');
    expect(formatMoney('free', 'en')).toBe('free');
    expect(formatMoney('1.234', 'en')).toBe('1.234');
  });
});

describe('formatCount', () => {
  test('groups thousands the language’s way', () => {
    expect(formatCount(24806, 'en')).toBe('24,806');
    expect(formatCount(24806, 'de')).toBe('24.806');
    expect(formatCount(24806, 'ar')).toBe('24,806');
    expect(formatCount(24806, 'hi')).toBe('24,806');
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
    expect(formatCount(7, 'en')).toBe('7');
  });

  test('the legacy language codes map to real tags', () => {
    expect(languageTag('jp')).toBe('ja');
    expect(languageTag('kr')).toBe('ko');
    expect(languageTag('zh-cn')).toBe('zh-CN');
    expect(languageTag('xx')).toBe('en');
    expect(languageTag(undefined)).toBe('en');
  });
});

describe('numbers in texts', () => {
  test('every count put into a translation is formatted, and the plural still follows it', async () => {
    await i18next.loadNamespaces('catalog');
    expect(i18next.t('catalog:followers', { count: 24806 })).toBe('24,806 followers');
    expect(i18next.t('catalog:followers', { count: 1 })).toBe('1 follower');
    await switchLanguage('de');
    await i18next.loadNamespaces('catalog');
    expect(i18next.t('catalog:followers', { count: 24806 })).toMatch(/^24\.806 /);
  });

  test('strings and ids put into texts are left alone', () => {
    expect(i18next.t('cart:shopFallback', { id: '12345' })).toBe('Shop 12345');
  });
});

describe('<Price>', () => {
  test('shows the amount and the struck market price in the current language', async () => {
    const { rerender } = render(<Price value="1234.5" market="2000.00" />);
    expect(screen.getByText('$1,234.50').className).toBe('price');
    expect(screen.getByText('$2,000.00').className).toBe('price-market');
    await switchLanguage('de');
    rerender(<Price value="1234.50" market="2000.00" />);
    expect(visible(document.querySelector('.price')!.textContent)).toBe('1.234,50 $');
  });
});
