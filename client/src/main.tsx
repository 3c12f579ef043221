import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createApolloClient } from './apollo/client.ts';
import { initI18n, initialLanguage } from './i18n/index.ts';
import { loadAntdLocale } from './i18n/switchLanguage.ts';

// antd-mobile renders Toast and Dialog imperatively; React 19 needs it to use createRoot.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    root.unmount();
  };
});

const language = initialLanguage();
await Promise.all([initI18n(language), loadAntdLocale(language)]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
