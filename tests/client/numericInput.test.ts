import { describe, expect, test } from 'vitest';
import { moneyInput, numericInput } from '../../client/src/lib/numericInput.ts';

describe('numericInput (spec section 5)', () => {
  test('keeps only digits, minus and dot', () => {
    expect(numericInput('1a2b3')).toBe('123');
    expect(numericInput('$ 1,234.50 USD')).toBe('1234.50');
    expect(numericInput('１２')).toBe('');
    expect(numericInput('abc')).toBe('');
    expect(numericInput('')).toBe('');
    expect(numericInput(undefined)).toBe('');
    expect(numericInput(null)).toBe('');
  });

  test('keeps at most one dot, the first', () => {
    expect(numericInput('1.2.3')).toBe('1.23');
    expect(numericInput('..5')).toBe('.5');
    expect(numericInput('7.')).toBe('7.');
  });

  test('keeps a minus only at the start', () => {
    expect(numericInput('-12')).toBe('-12');
    expect(numericInput('1-2')).toBe('12');
    expect(numericInput('--3')).toBe('-3');
    expect(numericInput('x-4')).toBe('-4');
    expect(numericInput('-1.5-')).toBe('-1.5');
  });

  test('limits the decimals when asked', () => {
    expect(numericInput('1.23456', { decimals: 2 })).toBe('1.23');
    expect(numericInput('1.2.3.4', { decimals: 2 })).toBe('1.23');
    expect(numericInput('1.23456')).toBe('1.23456');
    expect(numericInput('5.9', { decimals: 0 })).toBe('5.');
    expect(moneyInput('12.345')).toBe('12.34');
    expect(moneyInput('-0.999')).toBe('-0.99');
    expect(moneyInput('100')).toBe('100');
  });
});
