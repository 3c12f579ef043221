import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../../legacy/db/clock.ts';
import type { Db } from '../../../legacy/db/open.ts';
import type { AppDeps } from '../../../legacy/http/context.ts';
import { startLegacy } from '../../../legacy/server.ts';
import { assertMatchesContract } from './contract.ts';

/** A clock the test moves by hand. Starts at 2026-03-01 10:00 UTC. */
export class TestClock implements Clock {
  constructor(public seconds = Date.UTC(2026, 2, 1, 10) / 1000) {}
  now(): number {
    return this.seconds;
  }
  advance(seconds: number): void {
    this.seconds += seconds;
  }
}

interface CallOptions {
  query?: Record<string, string | number | undefined>;
  /** JSON body (POST); use `rawBody` to send something that is not JSON. */
  body?: unknown;
  rawBody?: string | Buffer | FormData;
  contentType?: string;
  token?: string | undefined;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  status: number;
  contentType: string;
  /** The parsed JSON body (or the text when not JSON). */
  body: { code: number; msg: string; time: string; data: T };
  headers: Headers;
}

export interface StandIn {
  url: string;
  db: Db;
  clock: TestClock;
  adminKey: string;
  uploadDir: string;
  /** What the stand-in's routes run on, for calling the operator's actions directly. */
  deps: AppDeps;
  /** Calls the stand-in over HTTP and checks the answer against legacy/openapi.yaml. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  get<T = any>(path: string, query?: CallOptions['query'], token?: string): Promise<Answer<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<Answer<T>>;
  /** Logs in and returns the session token. */
  login(account?: string, password?: string): Promise<string>;
  /** Calls the operator API with the admin key. */
  admin<T = any>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Database file; defaults to a private in-memory database. */
  dbFile?: string;
  clock?: TestClock;
  autoOperateSeconds?: number;
  /** The server's zone of the "Y-m-d H:i:s" times (default UTC). */
  timeZone?: string;
}

const ADMIN_KEY = 'test-admin-key';

/** Starts a seeded stand-in on a free port for one test file. */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const clock = options.clock ?? new TestClock();
  const uploadDir = mkdtempSync(join(tmpdir(), 'legacy-uploads-'));
  const legacy = await startLegacy(
    {
      port: 0,
      dbFile: options.dbFile ?? ':memory:',
      uploadDir,
      adminKey: ADMIN_KEY,
      autoOperateSeconds: options.autoOperateSeconds ?? 0,
      timeZone: options.timeZone ?? 'UTC',
    },
    clock,
  );

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(path, legacy.url);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['token'] = options.token;
    if (options.lang) headers['lang'] = options.lang;
    let body: string | Buffer | FormData | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body });
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.includes('json') ? await response.text() : '';
    const parsed = contentType.includes('json') ? JSON.parse(text) : await response.arrayBuffer();
    await assertMatchesContract(method, url.pathname, response.status, contentType, parsed);
    return { status: response.status, contentType, body: parsed, headers: response.headers };
  }

  const standIn: StandIn = {
    url: legacy.url,
    db: legacy.db,
    clock,
    adminKey: ADMIN_KEY,
    uploadDir,
    deps: { db: legacy.db, clock, uploadDir, adminKey: ADMIN_KEY, timeZone: options.timeZone ?? 'UTC' },
    call,
    get: (path, query, token) => call('GET', path, { query, token }),
    post: (path, body, token) => call('POST', path, { body: body ?? {}, token }),
    async login(account = 'demo', password = 'demo123') {
      const answer = await call<{ userinfo: { token: string } }>('POST', '/api/user/login', {
        body: { account, password },
      });
      if (answer.body.code !== 1) throw new Error(`login as ${account} failed: ${answer.body.msg}`);
      return answer.body.data.userinfo.token;
    },
    admin: (method, path, body) => call(method, path, { body, headers: { 'x-admin-key': ADMIN_KEY } }),
    async close() {
      await legacy.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
  return standIn;
}

/**
 * The stand-in of the calling test file (or describe block): started before its tests,
 * closed after them. The answer stands for it from the start, so a test file can hold
 * it in a `const` at the top; it may be used once the tests (or later hooks) run.
 */
export function useStandIn(options: StandInOptions = {}): StandIn {
  let started: StandIn | undefined;
  beforeAll(async () => {
    started = await startStandIn(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  // A forwarding proxy rather than a copy: the stand-in only exists once beforeAll ran.
  return new Proxy({} as StandIn, {
    get(_target, key) {
      if (!started) throw new Error('The stand-in starts in beforeAll: use it inside hooks and tests.');
      return Reflect.get(started, key);
    },
  });
}
