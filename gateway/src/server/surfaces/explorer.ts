import type { Express } from 'express';
import { contentSecurityPolicy, EXPLORER_CSP } from '../../security/headers.ts';
import { EXPLORER_PATH } from '../../security/sandboxPage.ts';
import { explorerRoutes } from '../explorer.ts';
import type { Services } from '../services.ts';

/** The offline schema explorer's files, under its own policy (its editor writes styles at run time). */
export function explorerSurface(app: Express, { config }: Services): void {
  app.use(EXPLORER_PATH, contentSecurityPolicy(EXPLORER_CSP), explorerRoutes({ enabled: config.introspection }));
}
