// antd-mobile's global styles (its CSS variables, body font size, link colour), without its JavaScript:
// the components themselves load with the first screen that draws one (app/antd.tsx).
import 'antd-mobile/es/global/global.css';
import './app/bootSplash.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createApolloClient } from './apollo/client.ts';
import { initI18n, initialLanguage } from './i18n/index.ts';

// As antd-mobile's global module does: lets the `:active` styles of buttons and links work in mobile Safari.
document.addEventListener('touchstart', () => {}, true);

// No top-level await: it would keep the bundler from merging the first screen's chunks.
void initI18n(initialLanguage()).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App client={createApolloClient()} />
    </StrictMode>,
  );
});
