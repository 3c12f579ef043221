import type { ErrorLike } from '@apollo/client';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import type { DataLayer } from '../apollo/dataLayer.ts';
import { accessFor, fetchUserFor, showLoginFirst } from './guard.ts';
import { openRoute } from './routeLoader.tsx';

/** Whether the access rules let the current location open (false while checking or redirecting). */
const RouteOpen = createContext(false);

export function useRouteOpen(): boolean {
  return use(RouteOpen);
}

/** Why the current location could not open (the API was unreachable), and how to try again. */
export interface RouteFailure {
  error: ErrorLike;
  retry: () => void;
}

const RouteFailed = createContext<RouteFailure | null>(null);

/** Set while the user behind the session could not be fetched; the layout shows a retry. */
export function useRouteFailure(): RouteFailure | null {
  return use(RouteFailed);
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
  if (navigationType !== NavigationType.Replace) return false;
  const redirected = (location.state as GuardState | null)?.[GUARD_STATE];
  return redirected ? redirected.replace : true;
}

/**
 * Runs the access rules (guard.ts) on every location before its route opens: until
 * they answer, `useRouteOpen()` is false and the layout shows a skeleton instead of
 * the route; a refusal redirects (replacing the refused location). A location that
 * opens starts its route's chunks, texts and first query (routeLoader.tsx).
 */
export function RouteGuard({ data, children }: { data: DataLayer; children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { key, pathname, search } = location;
  // Decided once per location (its key): what happens later (a token dropped) acts on the next one.
  const { access } = useMemo(
    () => ({ key, access: accessFor(data.current, pathname, search) }),
    [data, pathname, search, key],
  );
  const [fetchedOpen, setFetchedOpen] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; error: ErrorLike } | null>(null);
  /** Bumped by a retry: the effect below asks for the user again. */
  const [attempt, setAttempt] = useState(0);
  const handled = useRef<string | null>(null);
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    const run = `${key}#${attempt}`;
    if (access.kind === 'open' || handled.current === run) return;
    handled.current = run;
    const replace = wasReplaced(location, navigationType);
    const redirect = (to: string) => void navigate(to, { replace: true, state: { [GUARD_STATE]: { replace } } });
    if (access.kind === 'redirect') {
      if (access.loginFirst) showLoginFirst();
      redirect(access.to);
      return;
    }
    setFailed(null);
    void fetchUserFor(data, pathname).then((next) => {
      if (current.current !== key) return;
      if (next.kind === 'redirect') redirect(next.to);
      else if (next.kind === 'unreachable') setFailed({ key, error: next.error });
      else setFetchedOpen(key);
    });
  }, [access, attempt, data, key, location, navigate, navigationType, pathname]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failure = useMemo(
    () => (failed && failed.key === key ? { error: failed.error, retry } : null),
    [failed, key, retry],
  );
  const open = access.kind === 'open' || fetchedOpen === key;

  useEffect(() => {
    if (open) openRoute(location, data);
  }, [open, location, data]);

  return (
    <RouteOpen value={open}>
      <RouteFailed value={failure}>{children}</RouteFailed>
    </RouteOpen>
  );
}
