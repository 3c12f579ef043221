import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurationOrExit } from '../../gateway/src/configurationErrors.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { announceReady } from '../../gateway/src/startBanner.ts';

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

const BANNER = {
  ready: 'Storefront gateway ready: http://localhost:4000',
  lines: ['GraphQL endpoint: http://localhost:4000/graphql', 'Demo login: demo / demo123'],
  fields: { url: 'http://localhost:4000', workers: 1 },
};

describe('the ready banner', () => {
  it('is one JSON `ready` line off a terminal, whatever LOG_LEVEL says', () => {
    const out = sink();
    announceReady(BANNER, createLogger('silent', out.stream), false);
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, event: 'ready', url: 'http://localhost:4000', workers: 1 });
    // What waits for the banner reads the address from the message as from the terminal's.
    expect(/Storefront gateway ready: (http:\/\/\S+)/.exec(String(line['msg']))?.[1]).toBe('http://localhost:4000');
    expect(line['msg']).toContain('Demo login: demo / demo123');
  });

  it('is the lines a person reads on a terminal', () => {
    const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const out = sink();
    announceReady(BANNER, createLogger('info', out.stream), true);
    expect(printed).toHaveBeenCalledWith(
      expect.stringContaining('\n  Storefront gateway ready: http://localhost:4000\n'),
    );
    expect(out.text()).toBe('');
    printed.mockRestore();
  });
});

describe('a configuration error', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What configurationOrExit writes for `env` before it exits. */
  function failing(env: Record<string, string>): { lines: string[]; code: unknown } {
    let written = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written += chunk.toString();
      return true;
    });
    let code: unknown;
    vi.spyOn(process, 'exit').mockImplementation((exitCode) => {
      code = exitCode;
      throw new Error('exited');
    });
    expect(() => configurationOrExit(env)).toThrow('exited');
    return { lines: written.trim().split('\n'), code };
  }

  it('is one JSON line naming the variable, its value and the rule, then exit 1', () => {
    const { lines, code } = failing({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      variable: 'PORT',
      value: 'eighty',
      problem: expect.any(String),
      msg: 'invalid configuration: PORT',
    });
  });

  it("never shows a secret's value: a password in a URL is masked", () => {
    const { lines } = failing({ REDIS_URL: 'redis://cache:hunter2-secret@redis.internal:99999' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('hunter2-secret');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      variable: 'REDIS_URL',
      value: 'redis://cache:[masked]@redis.internal:99999',
    });
  });

  it('names every wrong variable, and one read after the rules (LEGACY_PATHS)', () => {
    const several = failing({ PORT: 'eighty', SHED_LAG_MS: '-1' });
    expect(several.lines).toHaveLength(1);
    const line = JSON.parse(several.lines[0] ?? '') as { problems: Array<{ variable: string }> };
    expect(line.problems.map((problem) => problem.variable).sort()).toEqual(['PORT', 'SHED_LAG_MS']);
    vi.restoreAllMocks();
    const paths = failing({ LEGACY_PATHS: '{login: /x}' });
    expect(JSON.parse(paths.lines[0] ?? '')).toMatchObject({ variable: 'LEGACY_PATHS', value: '{login: /x}' });
  });
});
