import { afterEach, describe, expect, test, vi } from 'vitest';
import { reloadOnceFor } from '../../client/src/app/screenLoadFailure.ts';

/*
 * A file a new release removed reloads the page once (app/screenLoadFailure.ts), however the
 * error names it: Chromium's failed import names its URL, Vite's preload helper its path. Named
 * twice two ways, it once reloaded the page twice (a loaded run of screen-load-failure.test.ts).
 */
describe('reloading for a missing screen file', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  test('reloads once for one file, named by its URL and then by its path', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://shop.test/home', reload });
    const byUrl = new TypeError(
      'Failed to fetch dynamically imported module: http://shop.test/assets/DetailScreen-a1.js',
    );
    const byPath = new Error('Failed to load /assets/DetailScreen-a1.js');
    expect(reloadOnceFor(byUrl)).toBe(true);
    expect(reloadOnceFor(byPath)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('screen-load-reloaded-for')).toBe('/assets/DetailScreen-a1.js');
  });
});
