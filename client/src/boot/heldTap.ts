/*
 * A tap on a page the server drew, before the app has taken it over (main.tsx hydrates it once
 * its code and data layer are in: seconds on a slow phone), would do nothing: the markup has no
 * handlers yet. The early script (boot/early.ts) holds the last such tap, marks what was tapped
 * (`data-tap-held`, styled in app/bootSplash.css) so the shopper sees it was taken, and the app
 * replays it once the screen it was on is hydrated (ReplayHeldTap, in the screen's boundary:
 * React hydrates a screen after the frame around it). Only the last: a shopper who tapped three
 * times at a button that did not answer wanted it once. Links, fields and labels work without
 * the app and are left to the browser. From the moment hydration starts, React replays taps itself.
 */

/** What works without the app: a tap on it is the browser's. */
const NATIVE = 'a[href], input, select, textarea, label, summary, [contenteditable]';
const HELD = 'data-tap-held';

/** What is marked as tapped: the button around what the finger hit, else that itself. */
const CONTROL = 'button, [role="button"]';

let listening = false;
/** The element tapped (the replay goes to it, as the tap did), and the one marked. */
let held: { target: Element; marked: Element } | undefined;

function onTap(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || target.closest(NATIVE)) return;
  if (!document.getElementById('root')?.contains(target)) return;
  held?.marked.removeAttribute(HELD);
  held = { target, marked: target.closest(CONTROL) ?? target };
  held.marked.setAttribute(HELD, '');
}

/** Starts holding taps on the server's markup (a page that came with its data). */
export function holdTaps(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onTap, true);
}

/** The tap held when the app started to hydrate, replayed once the screen it was on has (replayHeldTap). */
let pending: Element | undefined;

/**
 * Stops holding taps (the app is about to hydrate the page, or to draw it afresh: from then on
 * React replays taps on the markup itself) and keeps the last one for replayHeldTap, its mark
 * taken off, so the markup is as the server drew it.
 */
export function takeHeldTap(): void {
  document.removeEventListener('click', onTap, true);
  listening = false;
  pending = held?.target;
  held?.marked.removeAttribute(HELD);
  held = undefined;
}

/** Replays the tap taken by takeHeldTap, once and only while what was tapped is still in the page. */
export function replayHeldTap(): void {
  const target = pending;
  pending = undefined;
  if (target?.isConnected) {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
  }
}
