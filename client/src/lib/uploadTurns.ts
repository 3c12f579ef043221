/**
 * Uploads a page sends at once. The gateway gives a session UPLOAD_PER_SESSION (4) places; two
 * keep a second tab clear of it, and on a phone's slow uplink two at a time finish the first
 * pictures sooner than nine sharing it.
 */
const UPLOADS_AT_ONCE = 2;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Waits for a turn to send an upload; answers the function that gives it back. A turn given back
 * passes straight to the next in line, so no newcomer can slip in between. Cancelled while it
 * waits (`signal`), it leaves the line with an AbortError.
 */
export function uploadTurn(signal?: AbortSignal): Promise<() => void> {
  const done = once(() => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  });
  if (running < UPLOADS_AT_ONCE) {
    running += 1;
    return Promise.resolve(done);
  }
  return new Promise((resolve, reject) => {
    const start = () => {
      signal?.removeEventListener('abort', leave);
      resolve(done);
    };
    const leave = () => {
      const place = waiting.indexOf(start);
      if (place >= 0) waiting.splice(place, 1);
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (signal?.aborted) {
      leave();
      return;
    }
    waiting.push(start);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

function once(action: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    action();
  };
}
