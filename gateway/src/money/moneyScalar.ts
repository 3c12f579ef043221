import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { ErrorCode } from '../errors.ts';
import { normaliseMoney } from './amounts.ts';

function moneyOrFail(value: unknown): string {
  const money = normaliseMoney(value);
  if (money === null) {
    throw new GraphQLError('Money must be a decimal string with at most two places, e.g. "12.50"', {
      // No argument path is known here (the variable is coerced before any resolver runs).
      extensions: { code: ErrorCode.BAD_USER_INPUT, reason: { field: '', rule: 'amount' } },
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
  if (money === null)
    throw new Error(`A Money field resolved to ${JSON.stringify(value)}, which is not a decimal string`);
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
