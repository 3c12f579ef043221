import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleOf } from './routes.ts';
import { useRouteOpen } from './RouteGuard.tsx';

/** Page titles come from the route's translated title (once the route opens). */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useRouteOpen();
  const title = open ? titleOf(pathname) : undefined;
  useEffect(() => {
    if (!open) return;
    const app = t('appName');
    document.title = title ? `${t(`titles.${title}` as 'titles.home')} · ${app}` : app;
  }, [open, title, t]);
}
