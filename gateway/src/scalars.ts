import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const MONEY = /^-?\d{1,13}(\.\d{1,2})?$/;

/** "12.5" → "12.50"; refuses anything but a decimal with at most two places. */
export function normaliseMoney(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY.test(text.trim())) return null;
  const [whole, fraction = ''] = text.trim().split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function moneyOrFail(value: unknown): string {
  const money = normaliseMoney(value);
  if (money === null) {
    throw new GraphQLError('Money must be a decimal string with at most two places, e.g. "12.50"', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return money;
}

export const MoneyScalar = new GraphQLScalarType<string, string>({
  name: 'Money',
  description: 'An amount of money as a decimal string with two places, e.g. "12.50".',
  serialize: moneyOrFail,
  parseValue: moneyOrFail,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT) return moneyOrFail(ast.value);
    return moneyOrFail(undefined);
  },
});

function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000).toISOString();
  if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value) * 1000).toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  throw new GraphQLError('DateTime must be an ISO-8601 date-time', { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Resolvers hand out Unix seconds (the legacy format) or Dates; clients see ISO-8601. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time in UTC.',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral(ast) {
    return toIso(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});
