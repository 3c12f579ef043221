/**
 * An answer held back until the test lets it go: a handler awaits `released`, so the test
 * can look at the screen while the request is still on its way (an optimistic update),
 * then calls `release()`. No timer: the answer comes exactly when the test says.
 *
 *   const held = holdAnswer();
 *   graphql.mutation('AddToCart', async () => { await held.released; return HttpResponse.json(...) })
 */
export function holdAnswer(): { released: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
