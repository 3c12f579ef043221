let painted: Promise<void> | undefined;

/**
 * How long after its first frame a page waits for the browser to report the paint. The report
 * comes once the frame is on screen, a few milliseconds later; this bounds the wait where it never
 * comes (a frame with nothing contentful in it).
 */
const REPORT_GRACE_MS = 1000;

/**
 * Resolves once the browser has painted the page for the first time (the boot splash of
 * index.html, or the page the server drew), as the browser itself reports it: its
 * first-contentful-paint entry. What the first paint does not need (the data layer, a screen's
 * data parts, what a route fetches ahead) waits for it, so none of it is downloaded before the
 * first paint on any phone, fast or slow.
 *
 * The frame after the call is not enough: on a fast machine the page's scripts can run in the
 * task after that frame, before the frame reaches the screen, which is when the browser counts
 * the paint (the `client-loading` e2e saw the data layer asked 1 ms before it).
 *
 * The same promise for every caller. A hidden page paints nothing, so it resolves at once there;
 * a browser that does not report paints gets the frame after the call and a task after it.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const afterTheFrame = (then: () => void) => requestAnimationFrame(() => window.setTimeout(then, 0));
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      afterTheFrame(resolve);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // A task after the report, as after the frame: the browser's own work on the paint comes first.
      window.setTimeout(resolve, 0);
    });
    // `buffered`: a paint already made before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
    afterTheFrame(() =>
      window.setTimeout(() => {
        observer.disconnect();
        resolve();
      }, REPORT_GRACE_MS),
    );
  });
  return painted;
}
