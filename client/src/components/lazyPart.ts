import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A thenable that answers at once, for React.lazy: a part whose code is already loaded then
 * renders in the same render, without suspending (a real promise answers only after the render,
 * and React would show the part's fallback, or give up hydrating the server's markup there).
 */
export function resolvedAtOnce<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as PromiseLike<T> as Promise<T>;
}

/** A part of a screen whose code loads on demand, and can be loaded ahead. */
export interface LazyPart<P extends object> {
  /** The part, for React (React.lazy): once `preload` has answered, it renders without suspending. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the part's code now (the same promise while it loads; after a failure, a new attempt). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy for a part that can be loaded ahead: the app loads the parts a page rendered on the
 * server drew before it hydrates it (main.tsx), so React hydrates them with the rest instead of
 * leaving them as the server drew them, where the first update to reach them would replace them
 * with their fallback.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    ));
  const Component = lazy(() =>
    loaded ? resolvedAtOnce({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
