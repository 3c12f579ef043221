import i18next from 'i18next';
import type { ComponentType } from 'react';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../i18n/languages.ts';
import { ensureAntdLocale } from '../i18n/switchLanguage.ts';
import type { AppRoute } from './routes.ts';

/**
 * antd-mobile is not part of the first screen (Home draws none of it, so the app
 * starts without it): its runtime (antdRuntime.tsx: the React 19 render shim for
 * Toast and Dialog, the locale provider) and its locale load together with the
 * first screen or toast that needs them.
 */
type AntdRuntime = typeof import('./antdRuntime.tsx');

let runtime: Promise<AntdRuntime> | undefined;

export function loadAntd(): Promise<AntdRuntime> {
  runtime ??= Promise.all([
    import('./antdRuntime.tsx'),
    ensureAntdLocale(isLanguageCode(i18next.language) ? i18next.language : DEFAULT_LANGUAGE),
  ])
    .then(([module]) => module)
    .catch((failure: unknown) => {
      // A failed download (offline) is tried again next time.
      runtime = undefined;
      throw failure;
    });
  return runtime;
}

/** A route's screen, inside antd-mobile's locale provider unless the route draws no antd-mobile. */
export async function loadScreen(route: AppRoute): Promise<ComponentType> {
  if (route.withoutAntd) return (await route.screen()).default;
  const [{ default: Screen }, { AntdLocale }] = await Promise.all([route.screen(), loadAntd()]);
  function WithAntd() {
    return (
      <AntdLocale>
        <Screen />
      </AntdLocale>
    );
  }
  WithAntd.displayName = `WithAntd(${Screen.displayName ?? Screen.name})`;
  return WithAntd;
}
