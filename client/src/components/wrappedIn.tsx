import type { ComponentType, ReactNode } from 'react';

/**
 * `component` drawn inside `wrapper` (a provider), both loaded in parallel: for React.lazy,
 * when a screen or a part of one needs a provider whose code loads on demand (Apollo's,
 * antd-mobile's locale). `name` names the result in React's tools.
 */
export async function wrappedIn<P extends object>(
  component: Promise<ComponentType<P>>,
  wrapper: Promise<ComponentType<{ children: ReactNode }>>,
  name: string,
): Promise<ComponentType<P>> {
  const [Component, Wrapper] = await Promise.all([component, wrapper]);
  function Wrapped(props: P) {
    return (
      <Wrapper>
        <Component {...props} />
      </Wrapper>
    );
  }
  Wrapped.displayName = `${name}(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
