import { describe, expect, test } from 'vitest';
import { formatCents, parseCents, sumMoney, toCents } from '../../client/src/lib/money.ts';

describe('money in integer cents', () => {
  test('a typed amount may leave out either side of the point', () => {
    expect(parseCents(' 12.5 ')).toBe(1250);
    expect(parseCents('.50')).toBe(50);
    expect(parseCents('7.')).toBe(700);
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents(null)).toBeNull();
  });

  test('a Money value has digits before the point, and after it when there is one', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('3')).toBe(300);
    expect(toCents('-0.5')).toBe(-50);
    expect(toCents('.50')).toBeNull();
    expect(toCents('7.')).toBeNull();
    expect(toCents('12.345')).toBeNull();
    expect(toCents(undefined)).toBeNull();
  });

  test('sums without floats; what is no Money value counts as 0', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['19.99', 'x', '.5', '-1'])).toBe('18.99');
    expect(sumMoney([])).toBe('0.00');
    expect(formatCents(-5)).toBe('-0.05');
  });
});
