/*
 * When the app's scripts start on a page the server drew (ADR 0016). The gateway holds them in
 * an inert `<template id="app-start">` (gateway/src/ssr/streamedPage.ts): the page is on screen
 * without them, and its largest picture (the one drawn with `fetchpriority="high"`: Home's first
 * banner, a product's first photo) would otherwise share a slow link with ~100 KB of script and,
 * once come, wait for the main thread they keep busy. So they start once that picture has been
 * painted, or has failed, or after PICTURE_WAIT_MS; at once on a page drawn without its data (the
 * render failed: the boot splash waits for the app). A page built without the template (one the
 * browser renders) loads its scripts itself. A tap made meanwhile is held (heldTap.ts).
 */

/** The template's id (gateway/src/ssr/streamedPage.ts). */
const APP_START_ID = 'app-start';

/** How long the app waits for the picture at most: on a slow link it may take seconds, the shopper's taps do not. */
const PICTURE_WAIT_MS = 3000;

/** The page's largest picture: the one the server drew at high priority. */
const LARGEST_PICTURE = '#root img[fetchpriority="high"]';

/** Resolves once the frame that shows what is painted now has been drawn, and a task after it. */
function afterTheFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}

/** Resolves once the page's largest picture is painted (or failed), or after PICTURE_WAIT_MS; at once when there is none. */
function largestPicturePainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(LARGEST_PICTURE);
  if (!picture || document.visibilityState === 'hidden') return Promise.resolve();
  const loaded =
    picture.complete && picture.currentSrc !== ''
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
          window.setTimeout(resolve, PICTURE_WAIT_MS);
        });
  return loaded.then(afterTheFrame);
}

/**
 * Puts the template's tags into the head as new elements (a template's own are inert), preloads
 * before the entry, one a task: each starts its download as it goes in, ~2 ms of a desktop CPU,
 * and all of them at once were a task a slow phone's CPU makes long (ADR 0016).
 */
function startScripts(template: HTMLTemplateElement): void {
  const tags = [...template.content.children];
  template.remove();
  const next = () => {
    const tag = tags.shift();
    if (!tag) return;
    const copy = document.createElement(tag.localName);
    for (const attribute of tag.attributes) copy.setAttribute(attribute.name, attribute.value);
    document.head.append(copy);
    window.setTimeout(next, 0);
  };
  next();
}

/** Starts the app's scripts held in the page: after its largest picture on a page that came drawn, else at once. */
export function startApp(drawn: boolean): void {
  const template = document.getElementById(APP_START_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  if (!drawn) {
    startScripts(template);
    return;
  }
  void largestPicturePainted().then(() => startScripts(template));
}
