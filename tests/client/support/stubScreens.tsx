import { useState } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../../../client/src/components/Page.tsx';
import type { NavBarProps } from '../../../client/src/components/NavBar.tsx';

/**
 * Stand-ins for screen modules, so shell tests do not depend on what the screens
 * show. Use with vi.mock (the factory must import this file itself, vi.mock is hoisted):
 *
 *   vi.mock('../../client/src/screens/home/HomeScreen.tsx', async () =>
 *     (await import('./support/stubScreens.tsx')).stubScreen('home', { nav: false }));
 *
 * The stub renders `data-testid="screen-<name>"`, the location it sees, and a
 * counter button ("<name> count N") whose state shows whether the screen stayed
 * mounted. By default it sits in the shared Page with a nav bar titled <name>
 * (`nav` adds NavBar props such as backUrl; `nav: false` leaves the nav bar out).
 */
export function stubScreen(name: string, options: { nav?: Partial<NavBarProps> | false } = {}) {
  function StubScreen() {
    const [count, setCount] = useState(0);
    const location = useLocation();
    const body = (
      <div data-testid={`screen-${name}`}>
        <p data-testid={`location-${name}`}>{`${location.pathname}${location.search}`}</p>
        <button type="button" onClick={() => setCount((n) => n + 1)}>{`${name} count ${count}`}</button>
      </div>
    );
    if (options.nav === false) return body;
    return <Page nav={{ title: name, ...options.nav }}>{body}</Page>;
  }
  StubScreen.displayName = `Stub(${name})`;
  return { default: StubScreen };
}
