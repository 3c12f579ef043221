let painted: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the page for the first time (the boot splash of
 * index.html, then the first screen): the frame after the call, then a task after it. What
 * the first paint does not need (the data layer, a screen's data parts, what a route fetches
 * ahead) waits for it, so none of it is downloaded before the first paint on any phone, fast
 * or slow. The same promise for every caller; a hidden page paints nothing, so it resolves
 * at once there.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => window.setTimeout(resolve, 0));
  });
  return painted;
}
