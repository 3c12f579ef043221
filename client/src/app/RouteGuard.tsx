import type { ApolloClient } from '@apollo/client';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router';
import { accessFor, fetchUserFor, showLoginFirst } from './guard.ts';

/** Whether the access rules let the current location open (false while checking or redirecting). */
const RouteOpen = createContext(false);

export function useRouteOpen(): boolean {
  return use(RouteOpen);
}

/** Marks a location the guard redirected to, with whether the navigation it replaced was itself a replace. */
const GUARD_STATE = 'guardRedirect';

interface GuardState {
  [GUARD_STATE]?: { replace: boolean };
}

/**
 * Whether this location took the place of the previous one. A redirect of the guard
 * counts as the navigation it redirected (a push stays a push), as a router loader's
 * redirect does.
 */
export function wasReplaced(location: Location, navigationType: NavigationType): boolean {
  if (navigationType !== 'REPLACE') return false;
  const redirected = (location.state as GuardState | null)?.[GUARD_STATE];
  return redirected ? redirected.replace : true;
}

/**
 * Runs the access rules (guard.ts) on every location before its route opens: until
 * they answer, `useRouteOpen()` is false and the layout shows a skeleton instead of
 * the route; a refusal redirects (replacing the refused location).
 */
export function RouteGuard({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { key, pathname } = location;
  // Decided once per location: what happens later (a token dropped) acts on the next one.
  const access = useMemo(() => accessFor(client, pathname), [client, pathname, key]);
  const [fetchedOpen, setFetchedOpen] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    if (access.kind === 'open' || handled.current === key) return;
    handled.current = key;
    const replace = wasReplaced(location, navigationType);
    const redirect = (to: string) => void navigate(to, { replace: true, state: { [GUARD_STATE]: { replace } } });
    if (access.kind === 'redirect') {
      if (access.loginFirst) showLoginFirst();
      redirect(access.to);
      return;
    }
    void fetchUserFor(client, pathname).then((to) => {
      if (current.current !== key) return;
      if (to) redirect(to);
      else setFetchedOpen(key);
    });
  }, [access, client, key, location, navigate, navigationType, pathname]);

  const open = access.kind === 'open' || fetchedOpen === key;
  return <RouteOpen value={open}>{children}</RouteOpen>;
}
