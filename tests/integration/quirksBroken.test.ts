import { afterEach, describe, expect, it } from 'vitest';
import { passThrough } from './support/rewritingProxy.ts';
import { brokenVariations, LEAKS } from './support/quirkVariations.ts';
import { QUIRK_TIMEOUT_MS } from './support/quirkStack.ts';
import { ok, OPERATIONS, quirkSession, READS_BY_ID, run } from './support/quirkSession.ts';

/*
 * The quirk suite's broken upstreams (quirks.test.ts has the tolerable variations): each
 * operation meets each break, and must answer the right typed error, never
 * INTERNAL_SERVER_ERROR, with nothing of the upstream in it, from a gateway that is fine
 * afterwards. A file of its own so that the two halves run side by side.
 */

const session = quirkSession();

describe.each(Object.entries(brokenVariations(QUIRK_TIMEOUT_MS)))('a broken upstream: %s', (_name, broken) => {
  afterEach(async () => {
    // The gateway is fine afterwards: healthy, and the clean API answers as before.
    session.stack.proxy.use(passThrough);
    const health = await fetch(`${session.stack.url}/healthz`);
    expect(health.status).toBe(200);
    ok(await run(OPERATIONS['me']!));
  });

  // A slow upstream meets the gateway with the short deadline; every other break, the one whose
  // deadline a busy machine never reaches (a sign-in's hashing alone outlasted 1 s on a loaded run).
  const late = broken.codes.includes('UPSTREAM_TIMEOUT');

  it.each(Object.entries(OPERATIONS))(
    '%s fails with the right typed error and shows nothing of the upstream',
    async (name, operation) => {
      session.stack.proxy.use(broken.variation);
      const started = Date.now();
      const answer = await run(operation, late ? session.stack.deadline : session.stack);
      const elapsed = Date.now() - started;
      expect(answer.status).toBe(200);
      expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
      // A read of one thing by its id that the legacy API refuses is that thing not existing.
      const codes = READS_BY_ID.has(name)
        ? broken.codes.map((code) => (code === 'UPSTREAM_REJECTED' ? 'NOT_FOUND' : code))
        : broken.codes;
      for (const error of answer.errors ?? []) {
        expect(codes, JSON.stringify(error)).toContain(error.extensions?.['code']);
      }
      const text = JSON.stringify(answer);
      for (const leak of [...LEAKS, new URL(session.stack.proxy.url).host, new URL(session.stack.legacy.url).host]) {
        expect(text, leak).not.toContain(leak);
      }
      // A deadline covers the whole call, body included (one read may be asked again once).
      expect(elapsed).toBeLessThan(QUIRK_TIMEOUT_MS * 6);
    },
  );
});
