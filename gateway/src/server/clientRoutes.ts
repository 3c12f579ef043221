import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The storefront's route table, written by its build (client/build/routeTable.ts) beside index.html. */
export const ROUTE_TABLE_FILE = 'routes.json';

/** One segment of a route pattern: a literal, or a parameter (`:id`, optional `:id?`). */
type Segment = { literal: string } | { optional: boolean };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? { optional: part.endsWith('?') } : { literal: part.toLowerCase() }));
}

/**
 * Whether `path` is drawn by the route `pattern`, as React Router matches it: literal
 * segments case-insensitively, a trailing slash allowed, optional parameters only at the end.
 */
function matches(segments: Segment[], path: string): boolean {
  const parts = path.split('/').filter((part) => part !== '');
  if (parts.length > segments.length) return false;
  return segments.every((segment, index) => {
    const part = parts[index];
    if (part === undefined) return 'optional' in segment && segment.optional;
    return 'literal' in segment ? segment.literal === safeDecode(part).toLowerCase() : true;
  });
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The paths the storefront draws, from its build's route table (read again when a new build
 * writes it). Without a table (a build older than it), every path is the storefront's, as before.
 */
export class ClientRoutes {
  private table: { modified: number; listed: ReadonlySet<string>; patterns: Segment[][] } | undefined;

  constructor(private readonly dist: string) {}

  /** Whether `path` is `/` or a route of the storefront (or no route table says otherwise). */
  isRoute(path: string): boolean {
    if (path === '/' || path === '/index.html') return true;
    const patterns = this.patterns();
    return patterns === undefined || patterns.some((segments) => matches(segments, path));
  }

  /**
   * Whether `pattern` is one of the table's patterns, written exactly so (`/detail/:product?/:mer?`):
   * what a Web Vitals beacon may name as its route. Without a table, none is.
   */
  isPattern(pattern: string): boolean {
    return this.read()?.listed.has(pattern) ?? false;
  }

  private patterns(): Segment[][] | undefined {
    return this.read()?.patterns;
  }

  private read(): { listed: ReadonlySet<string>; patterns: Segment[][] } | undefined {
    const file = join(this.dist, ROUTE_TABLE_FILE);
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.table?.modified !== modified) {
      const { patterns } = JSON.parse(readFileSync(file, 'utf8')) as { patterns: string[] };
      this.table = { modified, listed: new Set(patterns), patterns: patterns.map(segmentsOf) };
    }
    return this.table;
  }
}
