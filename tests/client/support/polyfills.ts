/**
 * What happy-dom lacks or only stubs. Its IntersectionObserver never reports
 * anything, so lazy images and "load when visible" code would never start: the
 * replacement below reports every observed element as visible right away
 * (`intersection.auto`), or only when a test says so (`intersection.enter()`).
 */
type Callback = IntersectionObserverCallback;

class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    intersection.observers.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
    if (intersection.auto) setTimeout(() => this.report([target], true), 0);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    intersection.observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(targets: Element[], isIntersecting: boolean): void {
    const observed = targets.filter((target) => this.targets.has(target));
    if (observed.length === 0) return;
    const entries = observed.map((target) => {
      const rect = target.getBoundingClientRect();
      return {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
    });
    this.callback(entries, this);
  }
}

export const intersection = {
  /** Report each observed element as visible as soon as it is observed (default true). */
  auto: true,
  observers: new Set<TestIntersectionObserver>(),
  /** Reports the elements (default: everything observed) as visible. */
  enter(elements?: Element[]): void {
    for (const observer of [...intersection.observers]) observer.report(elements ?? [...observer.targets], true);
  },
  /** Reports the elements (default: everything observed) as out of view. */
  leave(elements?: Element[]): void {
    for (const observer of [...intersection.observers]) observer.report(elements ?? [...observer.targets], false);
  },
  reset(): void {
    intersection.auto = true;
    intersection.observers.clear();
  },
};

/**
 * The phone's Save-Data wish (`navigator.connection.saveData`), on by default: product cards
 * then fetch nothing ahead (components/prefetchAhead.ts), which would otherwise ask for the
 * product page of every card a test shows. prefetch.test.tsx turns it off.
 */
export const connection = { saveData: true };

const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');

/**
 * happy-dom has no layout, so every element's offsetParent is null and antd-mobile's
 * InfiniteScroll never loads a next page. After this call (undone after the test)
 * offsetParent is the parent element and every list counts as scrolled to its end:
 * InfiniteScroll asks for the next page as long as `hasMore` is true.
 */
export function enableInfiniteScroll(): void {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
}

/** Undoes enableInfiniteScroll (the setup does it after each test). */
export function resetLayout(): void {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  else delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
}

export function installPolyfills(): void {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: TestIntersectionObserver,
  });
  globalThis.IntersectionObserver = TestIntersectionObserver;
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });

  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.scrollTo !== 'function') window.scrollTo = () => undefined;
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => undefined;
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
}
