import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startApp } from '../../client/src/boot/appStart.ts';

/*
 * The app's scripts on a page the server drew (boot/appStart.ts, ADR 0016): held in the page's
 * inert template until its largest picture has been painted, then put into the head.
 */

const PRELOAD = '/assets/vendor-1.js';
const held = () => document.head.querySelector(`link[rel="modulepreload"][href="${PRELOAD}"]`);

beforeEach(() => {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<template id="app-start"><link rel="modulepreload" crossorigin href="${PRELOAD}"></template>`,
  );
  document.body.innerHTML = `<div id="root"><img id="banner" alt="" fetchpriority="high" src="/banner.avif"></div>`;
});

afterEach(() => {
  document.getElementById('app-start')?.remove();
  held()?.remove();
});

describe("the app's scripts on a page the server drew", () => {
  test('wait for the largest picture, then start: the template gone, its tags live in the head', async () => {
    const banner = document.getElementById('banner') as HTMLImageElement;
    Object.defineProperty(banner, 'complete', { value: false, configurable: true });
    startApp(true);
    // Nothing is fetched while the picture is on its way.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(held()).toBeNull();
    banner.dispatchEvent(new Event('load'));
    await waitFor(() => expect(held()).not.toBeNull());
    expect(held()?.getAttribute('crossorigin')).toBe('');
    expect(document.getElementById('app-start')).toBeNull();
  });

  test('start at once on a page drawn without its data (the boot splash waits for the app)', () => {
    startApp(false);
    expect(held()).not.toBeNull();
  });
});
