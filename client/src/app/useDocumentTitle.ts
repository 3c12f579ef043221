import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleOf } from './matchRoute.ts';
import { useRouteOpen } from './RouteGuard.tsx';

/**
 * Whether the page's head was made by the server for this very path (its canonical URL names
 * it; gateway/src/ssr): its title is the page's own (a product's name), which a search engine
 * that runs the app should keep reading.
 */
function titledByServer(pathname: string): boolean {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) return false;
  try {
    return new URL(canonical).pathname.toLowerCase() === pathname.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Page titles come from the route's translated title (once the route opens), except on the page
 * the app was opened at when the server already titled it; from the first navigation on, always.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useRouteOpen();
  const title = open ? titleOf(pathname) : undefined;
  // No window on the server: nothing is titled there (effects do not run).
  const landing = useRef<string | null>(typeof window === 'undefined' ? null : window.location.pathname);
  useEffect(() => {
    if (!open) return;
    if (landing.current === pathname && titledByServer(pathname)) return;
    landing.current = null;
    const app = t('appName');
    document.title = title ? `${t(`titles.${title}` as 'titles.home')} · ${app}` : app;
  }, [open, pathname, title, t]);
}
