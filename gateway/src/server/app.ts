import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { redactUrl } from '../logger.ts';
import { createResetPasswordLimiter } from '../account/resetPasswordLimiter.ts';
import { PublicCache } from '../cache/publicCache.ts';
import { restPassthrough } from '../passthrough/restPassthrough.ts';
import { TrafficCounts, type TrafficRecorder } from '../passthrough/traffic.ts';
import type { GatewayConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { buildGatewaySchema } from '../schema.ts';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client.ts';
import { resolveEndpoints } from '../upstream/endpoints.ts';
import { createApolloServer } from './apollo.ts';
import { clientApp } from './clientApp.ts';
import { explorerRoutes } from './explorer.ts';
import { healthRoutes } from './health.ts';
import { httpErrorHandler } from './httpErrors.ts';
import { imageProxy } from './imageProxy.ts';
import { uploadRoute } from './upload.ts';

/** Largest GraphQL request body accepted. */
export const GRAPHQL_BODY_LIMIT = '100kb';

export interface GatewayOptions {
  config: GatewayConfig;
  /** The legacy API's base URL (configured, or the embedded stand-in's). */
  upstreamUrl: string;
  logger: Logger;
  /** Lets tests observe or replace the upstream client. */
  wrapClient?: (client: UpstreamClient) => UpstreamClient;
  /** Where the REST passthrough reports its traffic (in-memory counts by default). */
  passthroughTraffic?: TrafficRecorder;
}

export interface Gateway {
  app: Express;
  publicCache: PublicCache;
  /** What the REST passthrough forwarded (when LEGACY_PASSTHROUGH is on). */
  passthroughTraffic: TrafficRecorder;
  listen(port: number, host: string): Promise<{ server: Server; url: string }>;
  close(): Promise<void>;
}

/** Builds the gateway: GraphQL, upload, health, image proxy (and later the client). */
export async function createGateway({
  config,
  upstreamUrl,
  logger,
  wrapClient,
  passthroughTraffic = new TrafficCounts(),
}: GatewayOptions): Promise<Gateway> {
  const endpoints = resolveEndpoints(config.pathOverrides);
  const baseClient = createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: config.upstreamTimeoutMs, endpoints });
  const client = wrapClient ? wrapClient(baseClient) : baseClient;
  const publicCache = new PublicCache(config.publicCacheTtlMs);
  const resetPasswordLimiter = createResetPasswordLimiter();
  const apollo = createApolloServer(buildGatewaySchema(), config, logger);
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      quietReqLogger: true,
      // The REST passthrough forwards whatever URL the existing app sends; a token there stays out of the log.
      serializers: { req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url) }) },
    }),
  );
  app.use(healthRoutes(client));
  if (config.legacyPassthrough) {
    app.use(
      restPassthrough({
        upstreamUrl,
        timeoutMs: config.upstreamTimeoutMs,
        duplicateWindowMs: config.duplicateWindowMs,
        endpoints,
        traffic: passthroughTraffic,
        logger,
      }),
    );
  }
  app.use(imageProxy(upstreamUrl));
  app.use(uploadRoute({ client, maxBytes: config.uploadMaxBytes, publicUrl: config.publicUrl }));
  app.use('/explorer', explorerRoutes({ enabled: config.introspection }));
  app.use(
    '/graphql',
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext({ client, endpoints, publicCache, publicUrl: config.publicUrl, resetPasswordLimiter }, req),
    }),
  );

  app.use(clientApp());

  app.use(httpErrorHandler(logger));

  let server: Server | undefined;
  return {
    app,
    publicCache,
    passthroughTraffic,
    async listen(port, host) {
      server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
      });
      const address = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return { server, url: `http://${shownHost}:${address.port}` };
    },
    async close() {
      if (server) {
        const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
        server.closeIdleConnections();
        await closing;
      }
      await apollo.stop();
    },
  };
}
