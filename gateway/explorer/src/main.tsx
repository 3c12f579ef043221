import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './page.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetcher } from './fetcher.ts';
import { STARTER_HEADERS, STARTER_QUERY } from './starter.ts';

/*
 * GraphiQL bundled with its Monaco editor and language workers, so the explorer
 * works with no internet access (unlike Apollo Sandbox, which loads from a CDN).
 * Headers are not persisted: a session token must not outlive the tab.
 */
const container = document.getElementById('explorer');
if (!container) throw new Error('The explorer page lacks its #explorer element.');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={STARTER_QUERY}
      defaultHeaders={STARTER_HEADERS}
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
    >
      <GraphiQL.Logo>Storefront</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
