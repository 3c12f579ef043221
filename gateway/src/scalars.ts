import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const MONEY = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" → "12.50", "007" → "7.00"; refuses anything but a decimal with at most two places. */
export function normaliseMoney(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

function moneyOrFail(value: unknown): string {
  const money = normaliseMoney(value);
  if (money === null) {
    throw new GraphQLError('Money must be a decimal string with at most two places, e.g. "12.50"', {
      // No argument path is known here (the variable is coerced before any resolver runs).
      extensions: { code: 'BAD_USER_INPUT', reason: { field: '', rule: 'amount' } },
    });
  }
  return money;
}

/*
 * An output value that is not money is the gateway's (or the upstream's) fault, not
 * the client's: a plain Error becomes INTERNAL_SERVER_ERROR and is logged, instead of
 * a BAD_USER_INPUT that would blame the client's input.
 */
function serializeMoney(value: unknown): string {
  const money = normaliseMoney(value);
  if (money === null) throw new Error(`A Money field resolved to ${JSON.stringify(value)}, which is not a decimal string`);
  return money;
}

export const MoneyScalar = new GraphQLScalarType<string, string>({
  name: 'Money',
  description: 'An amount of money as a decimal string with two places, e.g. "12.50".',
  serialize: serializeMoney,
  parseValue: moneyOrFail,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT) return moneyOrFail(ast.value);
    return moneyOrFail(undefined);
  },
});

/** A valid Date as ISO-8601; out-of-range times (e.g. 1e20 seconds) are no time at all. */
function isoOf(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function toIso(value: unknown): string | null {
  if (value instanceof Date) return isoOf(value);
  if (typeof value === 'number' && Number.isFinite(value)) return isoOf(new Date(value * 1000));
  if (typeof value === 'string' && /^\d+$/.test(value)) return isoOf(new Date(Number(value) * 1000));
  if (typeof value === 'string' && value.trim() !== '') return isoOf(new Date(value));
  return null;
}

function dateTimeOrFail(value: unknown): string {
  const iso = toIso(value);
  if (iso === null) {
    throw new GraphQLError('DateTime must be an ISO-8601 date-time', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return iso;
}

/** As for Money: a bad output value is an internal failure, not the client's. */
function serializeDateTime(value: unknown): string {
  const iso = toIso(value);
  if (iso === null) throw new Error(`A DateTime field resolved to ${JSON.stringify(value)}, which is not a time`);
  return iso;
}

/** Resolvers hand out Unix seconds (the legacy format) or Dates; clients see ISO-8601. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time in UTC.',
  serialize: serializeDateTime,
  parseValue: dateTimeOrFail,
  parseLiteral(ast) {
    return dateTimeOrFail(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});
