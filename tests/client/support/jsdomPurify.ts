/**
 * DOMPurify over a jsdom window, for the client tests: happy-dom's NodeIterator
 * stops at the first node DOMPurify removes (and its `nodeName` lookups fail), so
 * under happy-dom DOMPurify leaves most of the HTML unsanitised. DOMPurify only
 * answers a string, which the screens then render in happy-dom as usual.
 *
 * Use in a test file: `vi.mock('dompurify', () => import('./support/jsdomPurify.ts'));`
 */
import type * as DomPurifyModule from 'dompurify';
import { JSDOM } from 'jsdom';
import { vi } from 'vitest';

// The real module: importing 'dompurify' here would answer this very mock.
const { default: createDOMPurify } = await vi.importActual<typeof DomPurifyModule>('dompurify');

const { window } = new JSDOM('<!DOCTYPE html>');

/** The default export: a factory, as DOMPurify's own (the window asked for is replaced by jsdom's). */
function purifyOverJsdom() {
  return createDOMPurify(window);
}

export default purifyOverJsdom;
