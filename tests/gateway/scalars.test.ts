import { GraphQLError, parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTimeScalar } from '../../gateway/src/dateTimeScalar.ts';
import { normaliseMoney } from '../../gateway/src/money/amounts.ts';
import { MoneyScalar } from '../../gateway/src/money/moneyScalar.ts';

describe('Money', () => {
  it.each([
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['12.50', '12.50'],
    ['0.5', '0.50'],
    ['-3.5', '-3.50'],
    [' 7.25 ', '7.25'],
    ['007.5', '7.50'],
    ['0', '0.00'],
    [10, '10.00'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseMoney(input)).toBe(expected);
    expect(MoneyScalar.parseValue(input)).toBe(expected);
    expect(MoneyScalar.serialize(input)).toBe(expected);
  });

  it.each([
    ['1.234'],
    ['12.'],
    ['.5'],
    ['12a'],
    ['abc'],
    ['1e3'],
    ['+5'],
    ['1,50'],
    [''],
    [12.5],
    [Number.NaN],
    [null],
    [true],
    [{}],
  ])('refuses %j', (input) => {
    expect(normaliseMoney(input)).toBeNull();
    expect(() => MoneyScalar.parseValue(input)).toThrow(GraphQLError);
  });

  it('answers refused input as BAD_USER_INPUT with a helpful message', () => {
    try {
      MoneyScalar.parseValue('1.234');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).message).toBe(
        'Money must be a decimal string with at most two places, e.g. "12.50"',
      );
      expect((error as GraphQLError).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        reason: { field: '', rule: 'amount' },
      });
    }
  });

  it('reads literals: strings and integers, never floats', () => {
    expect(MoneyScalar.parseLiteral(parseValue('"12.5"'))).toBe('12.50');
    expect(MoneyScalar.parseLiteral(parseValue('12'))).toBe('12.00');
    expect(() => MoneyScalar.parseLiteral(parseValue('12.5'))).toThrow(GraphQLError);
    expect(() => MoneyScalar.parseLiteral(parseValue('"1.234"'))).toThrow(GraphQLError);
  });

  it('treats an output that is not money as an internal failure, not the client input', () => {
    expect(() => MoneyScalar.serialize('abc')).toThrow(Error);
    expect(() => MoneyScalar.serialize('abc')).not.toThrow(GraphQLError);
  });
});

describe('DateTime', () => {
  it('turns Unix seconds into ISO-8601 in UTC', () => {
    expect(DateTimeScalar.serialize(1732233600)).toBe('2024-11-22T00:00:00.000Z');
    expect(DateTimeScalar.serialize('1732233600')).toBe('2024-11-22T00:00:00.000Z');
    expect(DateTimeScalar.serialize(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('passes Dates and ISO strings through as ISO-8601 in UTC', () => {
    expect(DateTimeScalar.serialize(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
    expect(DateTimeScalar.serialize('2026-03-01T12:00:00+02:00')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads ISO input, as a variable or a literal', () => {
    expect(DateTimeScalar.parseValue('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(DateTimeScalar.parseLiteral(parseValue('"2026-03-01T10:00:00Z"'))).toBe('2026-03-01T10:00:00.000Z');
  });

  it.each([['yesterday'], [''], [null], [{}], [Number.POSITIVE_INFINITY]])(
    'refuses %j as input with BAD_USER_INPUT',
    (input) => {
      expect(() => DateTimeScalar.parseValue(input)).toThrow('DateTime must be an ISO-8601 date-time');
    },
  );

  it('refuses non-string literals', () => {
    expect(() => DateTimeScalar.parseLiteral(parseValue('1732233600'))).toThrow(GraphQLError);
  });

  it('treats an output that is not a time, or out of range, as an internal failure', () => {
    expect(() => DateTimeScalar.serialize('soon')).toThrow(Error);
    expect(() => DateTimeScalar.serialize(1e20)).toThrow(/not a time/);
    expect(() => DateTimeScalar.serialize('soon')).not.toThrow(GraphQLError);
  });
});
