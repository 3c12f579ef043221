import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

/** Page titles come from the route's translated title. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  useEffect(() => {
    const app = t('appName');
    document.title = handle?.title ? `${t(`titles.${handle.title}` as 'titles.home')} · ${app}` : app;
  }, [handle?.title, t]);
}
