import type { Rewrite, Upstream, Variation } from './rewritingProxy.ts';

/*
 * The variations of the shared contract's section "What the real API does that the
 * tables below do not show", as rewrites of the stand-in's clean answers.
 */

/** Another name the legacy host goes by (configured in the gateway's LEGACY_HOST_ALIASES). */
export const ALIAS_HOST = 'legacy-alias.example:8080';
/** The zone the gateway under test reads the upstream's wall-clock times in. */
export const UPSTREAM_ZONE = 'Asia/Shanghai';
/** Keys whose text is a comma-separated image list. */
const IMAGE_LISTS = new Set(['images', 'pics', 'banner']);
const TIMES = new Set(['createtime', 'updatetime']);
const FLAG = /^(is_|have_pay$|today$)/;
const IMAGE_PATH = /^\/(uploads|static)\//;

type Json = unknown;

/** Rewrites every value of `data` (depth first), knowing the key it sits under. */
function walk(value: Json, visit: (value: Json, key: string | undefined) => Json, key?: string): Json {
  let inner = value;
  if (Array.isArray(value)) inner = value.map((item) => walk(item, visit, key));
  else if (typeof value === 'object' && value !== null) {
    inner = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, visit, name)]));
  }
  return visit(inner, key);
}

/** The envelope with its data rewritten; non-envelopes pass unchanged. */
function onData(visit: (value: Json, key: string | undefined) => Json): Variation {
  return (upstream) => {
    if (!upstream.json) return { status: upstream.status, body: upstream.text };
    return { status: upstream.status, body: { ...upstream.json, data: walk(upstream.json.data, visit) } };
  };
}

function onText(rewrite: (text: string) => string): Variation {
  return (upstream) => ({ status: upstream.status, body: rewrite(upstream.text) });
}

/** Each path of an image (a single path or a comma list) rewritten. */
function eachImagePath(value: Json, rewrite: (path: string) => string): Json {
  if (typeof value !== 'string' || !value.split(',').some((part) => IMAGE_PATH.test(part.trim()))) return value;
  return value
    .split(',')
    .map((part) => (IMAGE_PATH.test(part.trim()) ? rewrite(part.trim()) : part))
    .join(',');
}

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: UPSTREAM_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Variations a gateway must read to exactly the same data as the clean answer. */
export const TOLERABLE: Record<string, Variation> = {
  'code as a numeric string': (upstream) =>
    upstream.json
      ? { status: upstream.status, body: { ...upstream.json, code: String(upstream.json.code) } }
      : { body: upstream.text },
  'numbers as strings': onData((value) => (typeof value === 'number' ? String(value) : value)),
  'numeric strings as numbers': onData((value) =>
    typeof value === 'string' && /^-?\d{1,9}(\.\d+)?$/.test(value) ? Number(value) : value,
  ),
  'flags as true/false': onData((value, key) =>
    key && FLAG.test(key) && (value === 0 || value === 1) ? value === 1 : value,
  ),
  'null as PHP’s empty array []': onData((value) => (value === null ? [] : value)),
  'empty lists as {}': onData((value) => (Array.isArray(value) && value.length === 0 ? {} : value)),
  'empty texts as null': onData((value) => (value === '' ? null : value)),
  'empty values left out': onData((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).filter(
            ([, item]) => !(item === null || item === '' || (Array.isArray(item) && item.length === 0)),
          ),
        )
      : value,
  ),
  'undocumented fields': onData((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, debug_sql_ms: '0.0012', ext_json: { nested: [1, 'two'] }, deleted_at: null }
      : value,
  ),
  'image lists as JSON arrays': (upstream) => {
    const variation = onData((value, key) => {
      if (key && IMAGE_LISTS.has(key) && typeof value === 'string') return value === '' ? [] : value.split(',');
      return value;
    })(upstream) as { status: number; body: { data: Json } };
    // The banner call answers a list: the real API may send it as a comma string instead.
    if (upstream.path === '/api/index/banner' && Array.isArray(upstream.json?.data)) {
      return { body: { ...upstream.json, data: `${(upstream.json.data as string[]).join(' , ')}, ,` } };
    }
    return variation;
  },
  'image lists with spaces, empty items and a trailing comma': onData((value, key) =>
    key && IMAGE_LISTS.has(key) && typeof value === 'string' && value !== ''
      ? ` ${value.split(',').join(' , , ')} ,`
      : value,
  ),
  'image paths without their leading slash': onData((value) => eachImagePath(value, (path) => path.slice(1))),
  'image URLs on another name of the legacy host': onData((value) =>
    eachImagePath(value, (path) => `http://${ALIAS_HOST}${path}`),
  ),
  'times in milliseconds': onData((value, key) =>
    key && TIMES.has(key) && typeof value === 'number' ? value * 1000 : value,
  ),
  'times as "Y-m-d H:i:s" in the server’s zone': onData((value, key) =>
    key && TIMES.has(key) && typeof value === 'number' ? wallClock.format(new Date(value * 1000)) : value,
  ),
  'a UTF-8 BOM and blank lines before the JSON': onText((text) => `\uFEFF\n\n${text}`),
  'a PHP notice printed before the JSON': onText(
    (text) =>
      `<br />\n<b>Notice</b>:  Undefined index: lang in <b>/var/www/html/application/api/controller/User.php</b> on line <b>88</b><br />\n${text}`,
  ),
};

/** What a broken answer must turn into. */
export interface Broken {
  variation: Variation;
  /** The error codes a client may see (one of them, on every error). */
  codes: string[];
}

const SQL_MESSAGE =
  "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'u.lang_id' in 'field list' in /var/www/html/thinkphp/library/think/db/Connection.php:350";
const FATAL_PAGE = `<!DOCTYPE html><html><head><title>System Error</title></head><body>
<b>Fatal error</b>: Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/html/thinkphp/library/think/db/Connector.php:98
Stack trace:
#0 /var/www/html/thinkphp/library/think/db/Connection.php(350): PDO->__construct('mysql:host=10.2...')
#1 {main}</body></html>`;

function truncated(upstream: Upstream): string {
  return upstream.text.slice(0, Math.max(1, Math.floor(upstream.text.length / 2)));
}

/** Answers a gateway must turn into the right typed error (and never anything of the upstream). */
export function brokenVariations(timeoutMs: number): Record<string, Broken> {
  const slow: Rewrite = { delayMs: timeoutMs * 3 };
  return {
    'a PHP fatal error page with status 200': {
      variation: () => ({ status: 200, body: FATAL_PAGE, contentType: 'text/html' }),
      codes: ['UPSTREAM_BAD_RESPONSE'],
    },
    'a framework exception page with status 500': {
      variation: () => ({ status: 500, body: FATAL_PAGE, contentType: 'text/html' }),
      codes: ['UPSTREAM_HTTP_ERROR'],
    },
    'an nginx 502 page': {
      variation: () => ({
        status: 502,
        body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.18.0</center></body></html>',
        contentType: 'text/html',
      }),
      codes: ['UPSTREAM_HTTP_ERROR'],
    },
    'a truncated body': {
      variation: (upstream) => ({ status: 200, body: truncated(upstream) }),
      codes: ['UPSTREAM_BAD_RESPONSE'],
    },
    'an empty body': { variation: () => ({ status: 200, body: '' }), codes: ['UPSTREAM_BAD_RESPONSE'] },
    'data that cannot be decoded': {
      variation: (upstream) => ({
        status: 200,
        body: { code: 1, msg: '', time: '1732233600', data: 42, was: upstream.path },
      }),
      codes: ['UPSTREAM_BAD_RESPONSE'],
    },
    'a raw SQL exception as msg': {
      variation: () => ({ status: 200, body: { code: 0, msg: SQL_MESSAGE, data: null } }),
      codes: ['UPSTREAM_REJECTED'],
    },
    'an expired session as HTTP 200 with code "401"': {
      variation: () => ({ status: 200, body: { code: '401', msg: 'Please login first', data: null } }),
      codes: ['UNAUTHENTICATED'],
    },
    'a connection reset before any byte': { variation: () => ({ reset: true }), codes: ['UPSTREAM_UNAVAILABLE'] },
    'a connection reset mid-answer': {
      variation: (upstream) => ({ resetAfter: truncated(upstream) }),
      codes: ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_BAD_RESPONSE'],
    },
    'a slow answer': { variation: () => slow, codes: ['UPSTREAM_TIMEOUT'] },
    'a body trickling in after the headers': {
      variation: (upstream) => ({ trickle: upstream.text.padEnd(200, ' '), everyMs: Math.ceil(timeoutMs / 20) }),
      codes: ['UPSTREAM_TIMEOUT'],
    },
  };
}

/** What must never reach a client: the upstream's internals. */
export const LEAKS = [
  'SQLSTATE',
  '/var/www',
  'thinkphp',
  'Fatal error',
  '.php',
  'PDO',
  'nginx',
  ALIAS_HOST,
  'Stack trace',
];
