import type { ComponentType } from 'react';

/**
 * `Component` inside Apollo's provider: loads the provider (the data layer's chunk) in
 * parallel with the component's own chunk, for React.lazy and the screen loader.
 */
export async function withData<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { ClientProvider }] = await Promise.all([component, import('./ClientProvider.tsx')]);
  function WithData(props: P) {
    return (
      <ClientProvider>
        <Component {...props} />
      </ClientProvider>
    );
  }
  WithData.displayName = `WithData(${Component.displayName ?? Component.name})`;
  return WithData;
}
