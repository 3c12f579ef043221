import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicCache } from '../cache/publicCache.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { listenMetrics } from '../metrics/metricsServer.ts';
import type { SharedRedis } from '../shared/redis.ts';
import { httpErrorHandler } from './httpErrors.ts';
import { createServices, type GatewayOptions, type Services } from './services.ts';
import { everyRequest } from './surfaces/everyRequest.ts';
import { explorerSurface } from './surfaces/explorer.ts';
import { graphqlSurface } from './surfaces/graphql.ts';
import { healthSurface } from './surfaces/health.ts';
import { imagesSurface } from './surfaces/images.ts';
import { pagesSurface } from './surfaces/pages.ts';
import { passthroughSurface } from './surfaces/passthrough.ts';
import { uploadSurface } from './surfaces/upload.ts';

export interface Gateway {
  app: Express;
  publicCache: PublicCache;
  metrics: GatewayMetrics;
  /** The shared Redis (REDIS_URL), or a stand-in that is always "off". */
  redis: SharedRedis;
  listen(port: number, host: string): Promise<{ server: Server; url: string }>;
  /**
   * Imports the storefront's server bundle now (a few MB to read and compile; main.ts, before it
   * listens), not with the first public page, whose deadlines it would eat. Tests that serve no
   * page never load it.
   */
  preloadPages(): Promise<void>;
  /** Serves `GET /metrics` on its own port (main.ts: METRICS_PORT on METRICS_HOST). */
  listenMetrics(port: number, host: string): Promise<{ url: string }>;
  /**
   * SIGTERM's way out (server/drain.ts): /readyz 503 at once, serving on for `drainMs`, then no
   * new connections and every kept-alive one closed without a request lost; resolves once the
   * last connection is closed. `close()` follows.
   */
  drain(drainMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A part of the gateway's HTTP face: mounts its routes and middleware on the app. */
type Surface = (app: Express, services: Services) => void;

/** Whatever went wrong in a surface, answered in one shape; nothing is mounted after it. */
const errorAnswers: Surface = (app, { logger }) => {
  app.use(httpErrorHandler(logger));
};

/**
 * The surfaces in the order a request meets them. Each one's paths are its own, so a request
 * is tested against those before it: GraphQL comes first, being nearly every request, and the
 * storefront last, since it answers any other GET.
 */
const SURFACES: readonly Surface[] = [
  everyRequest,
  graphqlSurface,
  healthSurface,
  passthroughSurface,
  imagesSurface,
  uploadSurface,
  explorerSurface,
  pagesSurface,
  errorAnswers,
];

/** The URL to print for a gateway listening on `host` (every interface: localhost) and `port`. */
export function listeningUrl(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

/** Builds the gateway: its services (server/services.ts), then its surfaces in order on one app. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const services = await createServices(options);
  const { apollo, shedder, metrics, redis, drainer, renderer } = services;
  const app = express();
  for (const mount of SURFACES) mount(app, services);

  let server: Server | undefined;
  let metricsServer: Server | undefined;
  return {
    app,
    publicCache: services.publicCache,
    metrics,
    redis,
    preloadPages: () => renderer.load(),
    async listenMetrics(port, host) {
      const listening = await listenMetrics(metrics.registry, port, host);
      metricsServer = listening.server;
      return { url: listening.url };
    },
    async listen(port, host) {
      server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
      });
      const address = server.address() as AddressInfo;
      return { server, url: listeningUrl(host, address.port) };
    },
    async drain(drainMs) {
      if (server) await drainer.run(server, drainMs);
    },
    async close() {
      if (server) {
        const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
        server.closeIdleConnections();
        await closing;
      }
      await apollo.stop();
      shedder.stop();
      metricsServer?.close();
      await redis.close();
    },
  };
}
