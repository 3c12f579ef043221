import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` runs the compiled gateway with (package.json's start script), so
 * the bench and Lighthouse run it exactly as production does.
 */
export function startNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const command = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/gateway\/main\.js/.exec(manifest.scripts.start);
  if (!command)
    throw new Error(`package.json's start script does not run node dist/gateway/main.js: ${manifest.scripts.start}`);
  return (command[1] ?? '').trim().split(/\s+/).filter(Boolean);
}
