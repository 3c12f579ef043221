import i18next from 'i18next';
import type { ComponentType } from 'react';
import type * as AntdRuntimeModule from './antdRuntime.tsx';
import { wrappedIn } from '../components/wrappedIn.tsx';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../i18n/languages.ts';
import { ensureAntdLocale } from '../i18n/switchLanguage.ts';

/**
 * antd-mobile is not part of the first screen (Home draws none of it, so the app
 * starts without it): its runtime (antdRuntime.tsx: the React 19 render shim for
 * Toast and Dialog, the locale provider) and its locale load together with the
 * first screen or toast that needs them.
 */
type AntdRuntime = typeof AntdRuntimeModule;

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

/** Starts downloading antd-mobile's runtime (its locale loads with loadAntd, once the language is known). */
export function preloadAntd(): void {
  void import('./antdRuntime.tsx').catch(() => undefined);
}

/**
 * `Component` inside antd-mobile's locale provider: loads the runtime and the locale in
 * parallel with the component's own chunk (a screen, or a part of one drawn after its
 * first paint), for React.lazy.
 */
export function withAntd<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return wrappedIn(
    component,
    loadAntd().then((module) => module.AntdLocale),
    'WithAntd',
  );
}
