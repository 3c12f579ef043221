import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import type { GatewayContext } from '../../gateway/src/context.ts';
import { badInput, ErrorCode, gatewayError, InputRule, unauthenticated } from '../../gateway/src/errors.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createApolloServer } from '../../gateway/src/server/apollo.ts';
import { formatErrorWith } from '../../gateway/src/server/formatError.ts';

/** A schema whose fields fail the ways resolvers can, run through the gateway's own Apollo setup. */
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      crash: String
      crashWithCode: String
      typeError: String
      rejected: String
      badField: String
      unauthenticated: String
      foreignCode: String
      fine: String
    }
  `,
  resolvers: {
    Query: {
      crash: () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:5432 at /srv/gateway/db.ts:12:7');
      },
      crashWithCode: () => {
        // What an unexpected error already tagged INTERNAL_SERVER_ERROR by someone looks like.
        throw new GraphQLError('secret detail: http://10.1.2.3:8080/api/user/login', {
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
      typeError: () => {
        const nothing = null as unknown as { field: string };
        return nothing.field;
      },
      rejected: () => {
        throw gatewayError(ErrorCode.UPSTREAM_REJECTED, 'insufficient balance', {
          upstreamCode: 0,
          url: 'http://legacy.internal/api/order/merPay',
          stacktrace: ['at secret (file.ts:1:1)'],
          headers: { token: 'abc' },
        });
      },
      badField: () => {
        throw badInput('input.email', 'Email must be valid', InputRule.email);
      },
      unauthenticated: () => {
        throw unauthenticated();
      },
      foreignCode: () => {
        throw new GraphQLError('a library failed', { extensions: { code: 'SOME_LIBRARY_CODE', detail: 'x' } });
      },
      fine: () => 'fine',
    },
  },
});

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let apollo: ApolloServer<GatewayContext>;

beforeAll(async () => {
  apollo = createApolloServer(schema, readConfig({}), createLogger('error', sink));
  await apollo.start();
});
afterAll(async () => {
  await apollo.stop();
});

async function errorsOf(query: string): Promise<readonly GraphQLFormattedError[]> {
  const response = await apollo.executeOperation(
    { query },
    { contextValue: { sessionKey: () => 'test' } as unknown as GatewayContext },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single answer');
  return response.body.singleResult.errors ?? [];
}

describe('errors as clients see them', () => {
  it.each(['crash', 'typeError', 'crashWithCode'])(
    'answers an unexpected failure (%s) as INTERNAL_SERVER_ERROR "Internal server error", without a stack',
    async (field) => {
      const errors = await errorsOf(`{ ${field} }`);
      expect(errors).toEqual([
        {
          message: 'Internal server error',
          path: [field],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
    },
  );

  it('logs the original of an unexpected failure for operators', async () => {
    lines.length = 0;
    await errorsOf('{ crash }');
    const logged = lines.join('');
    expect(logged).toContain('unexpected resolver failure');
    expect(logged).toContain('ECONNREFUSED');
  });

  it('answers an error with a code the gateway does not know as INTERNAL_SERVER_ERROR', async () => {
    const [error] = await errorsOf('{ foreignCode }');
    expect(error).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(error?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('keeps a typed error with its message, code and only the whitelisted extensions', async () => {
    const errors = await errorsOf('{ rejected }');
    expect(errors).toEqual([
      {
        message: 'insufficient balance',
        path: ['rejected'],
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 0 },
      },
    ]);
  });

  it('keeps the field of BAD_USER_INPUT', async () => {
    const [error] = await errorsOf('{ badField }');
    expect(error).toMatchObject({
      message: 'Email must be valid',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.email' },
    });
  });

  it('keeps UNAUTHENTICATED with its message', async () => {
    const [error] = await errorsOf('{ unauthenticated }');
    expect(error).toMatchObject({ message: 'Please login first', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('keeps the partial data of the fields that worked', async () => {
    const response = await apollo.executeOperation(
      { query: '{ fine crash }' },
      { contextValue: { sessionKey: () => 'test' } as unknown as GatewayContext },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single answer');
    expect(response.body.singleResult.data).toEqual({ fine: 'fine', crash: null });
  });

  it('keeps GraphQL validation errors as they are, without a stack', async () => {
    const [error] = await errorsOf('{ nothingHere }');
    expect(error?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(error?.message).toContain('nothingHere');
  });
});

describe('formatErrorWith', () => {
  const format = formatErrorWith(createLogger('silent'));

  it('drops every extension but code, field, upstreamCode and status', () => {
    const formatted = format(
      {
        message: 'The legacy API answered HTTP 502',
        extensions: {
          code: 'UPSTREAM_HTTP_ERROR',
          status: 502,
          stacktrace: ['x'],
          exception: { y: 1 },
          url: 'http://z',
        },
      },
      new Error('x'),
    );
    expect(formatted).toEqual({
      message: 'The legacy API answered HTTP 502',
      extensions: { code: 'UPSTREAM_HTTP_ERROR', status: 502 },
    });
  });

  it('turns an error without a code into INTERNAL_SERVER_ERROR', () => {
    expect(format({ message: 'boom at /srv/x.ts:1:1' }, new Error('boom'))).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
