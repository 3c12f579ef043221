import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { buildSdlSchema, printSdl } from '../graphql/sdl.ts';

/** Where the SDL is published: a URL ending in .graphql, which codegen and graphql-config read as SDL. */
export const SCHEMA_SDL_PATH = '/graphql/schema.graphql';

export const SCHEMA_NOT_PUBLISHED =
  'The schema is not published here: introspection is off (production). Set PUBLISH_SCHEMA=true to publish the SDL, or GRAPHQL_INTROSPECTION=true to turn introspection on.\n';

/**
 * `GET /graphql/schema.graphql`: the whole schema as SDL, for codegen, editors and reviews
 * of the contract (the same text as schema/snapshot/schema.graphql once it is published).
 * Off, it answers 404 saying which variable turns it on.
 */
export function schemaSdl(enabled: boolean): RequestHandler {
  // Printed from schema/*.graphql, the very type definitions of the executable schema.
  const sdl = printSdl(buildSdlSchema());
  const etag = `"${createHash('sha256').update(sdl).digest('base64url').slice(0, 27)}"`;
  return (req, res) => {
    if (!enabled) {
      res.status(404).type('text/plain').send(SCHEMA_NOT_PUBLISHED);
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('etag', etag);
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      res.status(304).end();
      return;
    }
    res.type('application/graphql; charset=utf-8').send(sdl);
  };
}
