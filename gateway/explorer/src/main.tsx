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
 * works with no internet access (unlike Apollo Sandbox, which loads from a CDN and is a link
 * away, in development). Its docs show deprecated fields, arguments and enum values.
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
      // Deprecated arguments and input fields too: the docs mark everything the contract is phasing out.
      inputValueDeprecation
    >
      <GraphiQL.Logo>
        Storefront{' '}
        <a className="sandbox-link" href="/graphql?sandbox" title="Apollo Sandbox loads from the internet">
          Apollo Sandbox
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
