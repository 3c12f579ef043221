import type { Request } from 'express';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { AnonymousOperations, OperationOutcome } from '../../gateway/src/ssr/anonymousOperations.ts';
import { PageData, type PageQuery } from '../../gateway/src/ssr/pageData.ts';

const QUERY: PageQuery<{ title: string }> = {
  name: 'Probe',
  document: parse('query Probe($id: ID!) { product(shopId: "1", productId: $id) { title } }'),
  pick: (data) => data['product'] as { title: string } | undefined,
};

/** Operations the test answers by hand, one at a time, in the order asked. */
function heldOperations() {
  const asked: Array<{ variables: Record<string, unknown>; answer: (outcome: OperationOutcome) => void }> = [];
  const run: AnonymousOperations = (_document, variables) =>
    new Promise((resolve) => asked.push({ variables, answer: resolve }));
  return { run, asked };
}

const found = (title: string): OperationOutcome => ({ data: { product: { title } }, errorCodes: [], stale: false });
const context = { req: {} as Request, language: 'en' as const, origin: 'https://shop.example' };

describe("a page's data", () => {
  it('pages asked at the same time share one run, and the answer serves the next page while fresh', async () => {
    const { run, asked } = heldOperations();
    const data = new PageData(run, { deadlineMs: 60_000, freshMs: 60_000, staleMs: 0 });
    const first = data.load(QUERY, { id: '1' }, context);
    const second = data.load(QUERY, { id: '1' }, context);
    expect(asked).toHaveLength(1);
    asked[0]!.answer(found('Lamp'));
    expect(await first).toEqual({ data: { title: 'Lamp' }, stale: false });
    expect(await second).toEqual({ data: { title: 'Lamp' }, stale: false });
    expect(await data.load(QUERY, { id: '1' }, context)).toEqual({ data: { title: 'Lamp' }, stale: false });
    expect(asked).toHaveLength(1);
  });

  it('past the deadline a page goes without data, or with the last good answer, and a late answer serves the next', async () => {
    const { run, asked } = heldOperations();
    // Nothing stays fresh: every page asks again; the last good answer stands in for an hour.
    const data = new PageData(run, { deadlineMs: 20, freshMs: 0, staleMs: 3_600_000 });
    expect(await data.load(QUERY, { id: '2' }, context)).toBeUndefined();
    asked[0]!.answer(found('Chair'));
    // One turn of the event loop: the run's own handlers (remembering the answer) have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await data.load(QUERY, { id: '2' }, context)).toEqual({ data: { title: 'Chair' }, stale: true });
    expect(asked).toHaveLength(2);
  });

  it('a product that does not exist is said so, and a failed run is not remembered', async () => {
    const { run, asked } = heldOperations();
    const data = new PageData(run, { deadlineMs: 60_000, freshMs: 60_000, staleMs: 0 });
    const missing = data.load(QUERY, { id: '3' }, context);
    asked[0]!.answer({ data: null, errorCodes: ['NOT_FOUND'], stale: false });
    expect(await missing).toEqual({ notFound: true });
    const failing = data.load(QUERY, { id: '3' }, context);
    asked[1]!.answer({ data: null, errorCodes: ['UPSTREAM_UNAVAILABLE'], stale: false });
    expect(await failing).toBeUndefined();
  });

  it('a stale part of an answer is used for the page, not remembered as good', async () => {
    const { run, asked } = heldOperations();
    const data = new PageData(run, { deadlineMs: 60_000, freshMs: 60_000, staleMs: 60_000 });
    const page = data.load(QUERY, { id: '4' }, context);
    asked[0]!.answer({ ...found('Desk'), stale: true });
    expect(await page).toEqual({ data: { title: 'Desk' }, stale: true });
    const next = data.load(QUERY, { id: '4' }, context);
    expect(asked).toHaveLength(2);
    asked[1]!.answer(found('Desk'));
    expect(await next).toEqual({ data: { title: 'Desk' }, stale: false });
  });

  it('past the operations in flight it may have, a page goes without data at once', async () => {
    const { run, asked } = heldOperations();
    const data = new PageData(run, { deadlineMs: 60_000, freshMs: 60_000, staleMs: 0, maxRunning: 2 });
    const pages = [data.load(QUERY, { id: '5' }, context), data.load(QUERY, { id: '6' }, context)];
    expect(await data.load(QUERY, { id: '7' }, context)).toBeUndefined();
    expect(asked.map((operation) => operation.variables['id'])).toEqual(['5', '6']);
    // One already running is still shared.
    const again = data.load(QUERY, { id: '5' }, context);
    for (const operation of asked) operation.answer(found(`Item ${String(operation.variables['id'])}`));
    await Promise.all(pages);
    expect(await again).toEqual({ data: { title: 'Item 5' }, stale: false });
  });
});
