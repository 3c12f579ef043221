/**
 * One canonical form of a request path, so that what the gateway routes, limits and forwards is
 * what the legacy API (or the nginx/Apache in front of it) will take the path to mean. That web
 * server decodes escapes, resolves `..` and merges `//` before its router sees the path, and the
 * PHP router ignores case and a trailing slash: every spelling of one route must be that route here
 * too, and no spelling may reach a path outside the one it was sent under.
 */

/** Why a path is refused (400) rather than made canonical. */
type PathRefusalReason =
  /** `%2F` or `%5C`: a separator the upstream's server may or may not decode. */
  | 'encoded-separator'
  /** `%2E` making (part of) a `.` or `..` segment. */
  | 'encoded-dot-segment'
  /** `%25`: an escape of an escape, decoded once more by some servers (`%252e`). */
  | 'double-encoding'
  /** A `%` not followed by two hex digits, or an escaped control character (`%00`). */
  | 'bad-escape'
  /** `..` reaching its first segment (`/api/..`) or above the root. */
  | 'climbs-out'
  /** Not an origin-form path (no leading `/`, or a `#`). */
  | 'not-a-path';

export type CanonicalPath =
  | { ok: true; path: string }
  | {
      ok: false;
      reason: PathRefusalReason;
      /** The first segment it was sent under, lower-cased ("api"), when it can be read: whose refusal to answer. */
      prefix: string | undefined;
    };

/** RFC 3986 unreserved characters: decoding them never changes what a path means. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Anything that may make a path differ from its canonical form; most paths have none of it. */
const MAY_CHANGE = /%|\\|\/\/|\/\.\.?(?:\/|$)|#/;

class Refused extends Error {
  constructor(readonly reason: PathRefusalReason) {
    super(reason);
  }
}

/** One segment with its unreserved escapes decoded and the others kept (hex upper-cased). */
function decodeSegment(raw: string): string {
  if (!raw.includes('%')) return raw;
  const decoded = raw.replace(/%(.{0,2})/g, (_escape, hex: string) => {
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw new Refused('bad-escape');
    const code = parseInt(hex, 16);
    if (code === 0x2f || code === 0x5c) throw new Refused('encoded-separator');
    if (code === 0x25) throw new Refused('double-encoding');
    if (code < 0x20 || code === 0x7f) throw new Refused('bad-escape');
    const character = String.fromCharCode(code);
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  if (decoded === '.' || decoded === '..') throw new Refused('encoded-dot-segment');
  return decoded;
}

/** The first segment a raw path was sent under, read leniently (for choosing how to refuse it). */
function prefixOf(rawPath: string): string | undefined {
  const first = rawPath
    .replace(/\\/g, '/')
    .split('/')
    .find((segment) => segment !== '' && segment !== '.');
  if (first === undefined || first === '..') return undefined;
  const lenient = first.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  return lenient.toLowerCase();
}

/**
 * The canonical form of an origin-form path (no query string): unreserved escapes decoded, `\`
 * read as `/` (as browsers and some servers do), repeated slashes merged, and dot segments
 * resolved (RFC 3986 remove_dot_segments) — or a refusal when it holds an escaped separator, an
 * escaped dot segment or a double escape, or when a `..` climbs out of its first segment (so
 * `/api/../admin` is never some other path under another prefix). Case and a trailing slash are
 * kept: the legacy router ignores them, other servers (static files) may not.
 */
export function canonicalPath(rawPath: string): CanonicalPath {
  if (!MAY_CHANGE.test(rawPath) && rawPath.startsWith('/')) return { ok: true, path: rawPath };
  const refuse = (reason: PathRefusalReason): CanonicalPath => ({ ok: false, reason, prefix: prefixOf(rawPath) });
  if (!rawPath.startsWith('/') || rawPath.includes('#')) return refuse('not-a-path');
  try {
    const raw = rawPath.replace(/\\/g, '/').split('/').slice(1);
    const kept: string[] = [];
    for (const [index, rawSegment] of raw.entries()) {
      const segment = decodeSegment(rawSegment);
      const last = index === raw.length - 1;
      if (segment === '..') {
        // Popping the first segment would leave the prefix the path was routed (and limited) under.
        if (kept.length <= 1) return refuse('climbs-out');
        kept.pop();
        if (last) kept.push('');
      } else if (segment === '.' || segment === '') {
        // Only a final empty segment means something: the trailing slash.
        if (last && kept.length > 0 && kept[kept.length - 1] !== '') kept.push('');
      } else {
        kept.push(segment);
      }
    }
    return { ok: true, path: `/${kept.join('/')}` };
  } catch (error) {
    if (error instanceof Refused) return refuse(error.reason);
    throw error;
  }
}

/**
 * The key a canonical path is limited and guarded under: lower-cased, without a trailing
 * slash, as the legacy router matches routes (`/api/User/login/` is `/api/user/login`).
 */
export function routeKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
