// The package's entry, as the screens import it: one instance of antd-mobile (and of its
// Toast and render shim) wherever modules resolve it from (tests run its CommonJS build).
import { ConfigProvider, setDefaultConfig, unstableSetRender } from 'antd-mobile';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentAntdLocale, onAntdLocaleChange, useAntdLocale } from '../i18n/switchLanguage.ts';

/**
 * What antd-mobile needs before its first component shows, loaded with that
 * component (see antd.tsx) rather than with the app: Home draws none of it.
 */

// antd-mobile renders Toast and Dialog imperatively; React 19 needs it to use createRoot.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    root.unmount();
  };
});

// Toast and Dialog render outside the app's tree: they read the default config, not the provider's.
function adoptLocale(): void {
  const locale = currentAntdLocale();
  if (locale) setDefaultConfig({ locale });
}
adoptLocale();
onAntdLocaleChange(adoptLocale);

/** antd-mobile's texts (its locale) in the interface language, for the components below. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
