import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { ErrorCode } from './errors.ts';

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
    throw new GraphQLError('DateTime must be an ISO-8601 date-time', {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
  return iso;
}

/** As for Money (money/moneyScalar.ts): a bad output value is an internal failure, not the client's. */
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
