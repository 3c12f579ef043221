import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `tsx bench/cpuProfileSummary.ts <a> [<b>]`: where a gateway's CPU went, from the
 * `--cpu-prof` profiles `BENCH_CPU_PROF` writes (a file, or the folder holding one), two side
 * by side. Time is charged to the module a function is in: a package (`node_modules/<name>`),
 * one of our bundled files (esbuild's `// gateway/src/…` comments mark where each begins),
 * or Node's own. Two tables: self time by module, and, per module, the time spent with it
 * anywhere on the stack (what its layer costs, the work it calls included). Shares are of
 * the busy time (idle left out), so two gateways under the same load compare even when one
 * answered more operations.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ROWS = Number(process.env['ROWS'] || 40);

function profileFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const file = readdirSync(path).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${path}`);
  return join(path, file);
}

/** A bundle's module boundaries: the line each `// path` comment starts, in order. */
const bundles = new Map<string, { line: number; module: string }[]>();
function bundleModules(url: string): { line: number; module: string }[] {
  let modules = bundles.get(url);
  if (!modules) {
    modules = [];
    const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
    lines.forEach((text, line) => {
      const marker = /^\/\/ ((?:gateway|bench|legacy|client|tests)\/\S+)$/.exec(text);
      if (marker?.[1]) modules?.push({ line, module: marker[1] });
    });
    bundles.set(url, modules);
  }
  return modules;
}

function moduleOf({ url, lineNumber, functionName }: ProfileNode['callFrame']): string {
  if (url === '') return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url;
  if (url.startsWith('file:') && url.endsWith('.js')) {
    const modules = bundleModules(url);
    let found = '(bundle)';
    for (const entry of modules) {
      if (entry.line > lineNumber) break;
      found = entry.module;
    }
    return found;
  }
  return url;
}

interface Summary {
  busyMs: number;
  self: Map<string, number>;
  onStack: Map<string, number>;
}

function summarise(path: string): Summary {
  const profile = JSON.parse(readFileSync(profileFile(path), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const modules = new Map(profile.nodes.map((node) => [node.id, moduleOf(node.callFrame)]));
  const self = new Map<string, number>();
  const onStack = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const leaf = modules.get(id) ?? '?';
    if (leaf === '(idle)' || leaf === '(program)') return;
    busyMs += ms;
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const module = modules.get(node);
      if (module && byId.has(node) && !seen.has(module)) {
        seen.add(module);
        onStack.set(module, (onStack.get(module) ?? 0) + ms);
      }
    }
  });
  return { busyMs, self, onStack };
}

function table(title: string, pick: (summary: Summary) => Map<string, number>, summaries: Summary[]): void {
  const share = (summary: Summary, key: string) => ((pick(summary).get(key) ?? 0) / summary.busyMs) * 100;
  const keys = [...new Set(summaries.flatMap((summary) => [...pick(summary).keys()]))]
    .sort((a, b) => Math.max(...summaries.map((s) => share(s, b))) - Math.max(...summaries.map((s) => share(s, a))))
    .slice(0, ROWS);
  console.log(`\n${title}\n`);
  console.log(`| module | ${summaries.map((_, index) => `${'ab'[index]} %`).join(' | ')} |`);
  console.log(`| --- | ${summaries.map(() => '---:').join(' | ')} |`);
  for (const key of keys)
    console.log(`| ${key} | ${summaries.map((summary) => share(summary, key).toFixed(1)).join(' | ')} |`);
}

const paths = process.argv.slice(2);
if (paths.length < 1 || paths.length > 2) throw new Error('usage: tsx bench/cpuProfileSummary.ts <a> [<b>]');
const summaries = paths.map(summarise);
paths.forEach((path, index) =>
  console.log(`${'ab'[index]}: ${path}, busy ${(summaries[index]?.busyMs ?? 0).toFixed(0)} ms`),
);
table('Self time, % of busy time', (summary) => summary.self, summaries);
table('On the stack (the module and what it calls), % of busy time', (summary) => summary.onStack, summaries);
