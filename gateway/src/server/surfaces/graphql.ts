import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import { trustedDocuments } from '../../persisted/trustedDocuments.ts';
import { boundedVariables } from '../../security/boundedVariables.ts';
import { developerPage } from '../../security/sandboxPage.ts';
import { answerCompression } from '../answerCompression.ts';
import { SCHEMA_SDL_PATH, schemaSdl } from '../schemaSdl.ts';
import type { Services } from '../services.ts';

/** Largest GraphQL request body accepted. */
export const GRAPHQL_BODY_LIMIT = '100kb';

/** GraphQL answers smaller than this go as they are: compressing them saves less than it costs. */
export const GRAPHQL_COMPRESSION_THRESHOLD = 1024;

/**
 * `/graphql`, first of the surfaces: nearly every request is one, and each surface before it is a
 * path test more. Its general rate limit, the published schema, the developer page for a browser
 * (the offline explorer; Apollo Sandbox, a third-party script, on /graphql?sandbox in development
 * only), then the operation: compressed answers, the bounded body, trusted documents when only
 * those run, bounded variables, and Apollo with the request's context.
 */
export function graphqlSurface(app: Express, services: Services): void {
  const { config, rateLimits, manifest, trustedOnly, apollo, createContext } = services;
  app.use('/graphql', rateLimits.generalLimit('graphql'));
  app.get(SCHEMA_SDL_PATH, schemaSdl(config.publishSchema));
  if (config.introspection) app.use('/graphql', developerPage({ sandbox: !config.production }));
  app.use(
    '/graphql',
    answerCompression(GRAPHQL_COMPRESSION_THRESHOLD),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    ...(trustedOnly ? [trustedDocuments(manifest)] : []),
    boundedVariables(),
    expressMiddleware(apollo, { context: async ({ req }) => createContext(req) }),
  );
}
