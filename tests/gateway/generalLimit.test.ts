import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

/*
 * The general limit (5 requests a window here) counts a signed-in shopper by session and an
 * anonymous one by address, so shoppers behind one carrier address each have their own count
 * once signed in; all the sessions of one address together have a ceiling (12 here), so a
 * client inventing a token per request gets no further. Every request here comes from 127.0.0.1.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
useFakeUpstream();
const gateway = useGateway(
  { RATE_LIMIT_GENERAL: '5', RATE_LIMIT_GENERAL_SESSIONS: '12', RATE_LIMIT_WINDOW_S: '600' },
  createLogger('trace', sink),
);

async function status(token?: string): Promise<number> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function statuses(count: number, token?: string): Promise<number[]> {
  const seen: number[] = [];
  for (let request = 0; request < count; request += 1) seen.push(await status(token));
  return seen;
}

async function refusals(limit: string): Promise<number> {
  const metric = await gateway.gateway.metrics.rateLimited.get();
  return metric.values.find((value) => value.labels['limit'] === limit)?.value ?? 0;
}

describe('the general limit', () => {
  it('counts anonymous requests by address and each signed-in session on its own, under a ceiling per address', async () => {
    expect(await statuses(6)).toEqual([200, 200, 200, 200, 200, 429]);
    // The address used up its anonymous count; each session still has its own.
    expect(await statuses(6, 'session-token-alice')).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses(5, 'session-token-bob')).toEqual([200, 200, 200, 200, 200]);
    expect(await refusals('general')).toBe(2);
    // Ten signed-in requests so far from this address: a third session gets the two left under the ceiling.
    expect(await statuses(3, 'session-token-carol')).toEqual([200, 200, 429]);
    expect(await refusals('generalSessions')).toBe(1);
    // Nothing of a token reaches the logs.
    expect(lines.join('')).not.toMatch(/session-token/);
  });
});
