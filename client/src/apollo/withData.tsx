import type { ComponentType } from 'react';
import { wrappedIn } from '../components/wrappedIn.tsx';

/**
 * `Component` inside Apollo's provider: loads the provider (the data layer's chunk) in
 * parallel with the component's own chunk, for React.lazy and the screen loader.
 */
const loadProvider = () => import('./runtime.ts');

/** Starts downloading Apollo's provider with a route (app/routeLoader.tsx), not when the route's screen first renders. */
export function preloadClientProvider(): void {
  void loadProvider().catch(() => undefined);
}

export function withData<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return wrappedIn(
    component,
    loadProvider().then((module) => module.ClientProvider),
    'WithData',
  );
}
