import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { holdTaps, replayHeldTap, takeHeldTap } from '../../client/src/boot/heldTap.ts';

/*
 * A tap on the server's markup before the app has hydrated it (boot/heldTap.ts): the last one is
 * held, marked, and replayed once; what works without the app is left to the browser.
 */

let clicks: string[] = [];
const record = (event: Event) => clicks.push((event.target as Element).id);

beforeEach(() => {
  document.body.innerHTML = `<div id="root">
    <button id="search" type="button"><svg id="icon"></svg></button>
    <div id="gallery"></div>
    <a id="card" href="/detail/1/2">card</a>
    <input id="field" />
  </div><button id="outside" type="button"></button>`;
  clicks = [];
  document.addEventListener('click', record);
});

afterEach(() => {
  takeHeldTap();
  document.removeEventListener('click', record);
});

const tap = (id: string) => document.getElementById(id)!.click();
const held = () => [...document.querySelectorAll('[data-tap-held]')].map((element) => element.id);

describe('held taps', () => {
  test('the last tap on the markup is held and marked, then replayed once after hydration', () => {
    holdTaps();
    tap('gallery');
    tap('search');
    tap('search');
    expect(held()).toEqual(['search']);
    clicks = [];
    takeHeldTap();
    // Taken before hydrating: the markup is as the server drew it.
    expect(held()).toEqual([]);
    replayHeldTap();
    replayHeldTap();
    expect(clicks).toEqual(['search']);
  });

  test('a tap on an icon inside a button marks the button and replays on the icon, so the button gets it', () => {
    holdTaps();
    const inside: string[] = [];
    document.getElementById('search')!.addEventListener('click', () => inside.push('search'));
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // The button is what shows the tap was taken.
    expect(held()).toEqual(['search']);
    inside.length = 0;
    takeHeldTap();
    replayHeldTap();
    expect(inside).toEqual(['search']);
  });

  test('links, fields and what lies outside the app are left to the browser', () => {
    holdTaps();
    tap('card');
    tap('field');
    tap('outside');
    expect(held()).toEqual([]);
    clicks = [];
    takeHeldTap();
    replayHeldTap();
    expect(clicks).toEqual([]);
  });

  test('a tap after hydration started is not held; a tapped element gone by then is not replayed', () => {
    holdTaps();
    tap('gallery');
    takeHeldTap();
    tap('search');
    expect(held()).toEqual([]);
    document.getElementById('gallery')!.remove();
    clicks = [];
    replayHeldTap();
    expect(clicks).toEqual([]);
  });
});
