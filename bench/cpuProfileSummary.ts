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

/** What a sample spends waiting, not working. */
const IDLE = new Set(['((idle))', '((program))']);

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
    if (IDLE.has(leaf)) return;
    busyMs += ms;
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const module = modules.get(node);
      if (module && module !== '((root))' && byId.has(node) && !seen.has(module)) {
        seen.add(module);
        onStack.set(module, (onStack.get(module) ?? 0) + ms);
      }
    }
  });
  return { busyMs, self, onStack };
}

/** Rows by how much they differ between the two sides (by size, with one side). */
function table(title: string, columns: Map<string, number>[]): void {
  const value = (column: Map<string, number>, key: string) => column.get(key) ?? 0;
  const weight = (key: string) =>
    columns.length === 2
      ? Math.abs(value(columns[1] as Map<string, number>, key) - value(columns[0] as Map<string, number>, key))
      : value(columns[0] as Map<string, number>, key);
  const keys = [...new Set(columns.flatMap((column) => [...column.keys()]))]
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, ROWS);
  const differs = columns.length === 2;
  console.log(`\n${title}\n`);
  console.log(`| module | ${columns.map((_, index) => 'ab'[index]).join(' | ')}${differs ? ' | b − a' : ''} |`);
  console.log(`| --- | ${columns.map(() => '---:').join(' | ')}${differs ? ' | ---:' : ''} |`);
  for (const key of keys) {
    const cells = columns.map((column) => value(column, key).toFixed(1));
    if (differs)
      cells.push(
        weight(key) === 0
          ? '0'
          : (value(columns[1] as Map<string, number>, key) - value(columns[0] as Map<string, number>, key)).toFixed(1),
      );
    console.log(`| ${key} | ${cells.join(' | ')} |`);
  }
}

const args = process.argv.slice(2);
if (args.length < 1 || args.length > 2)
  throw new Error('usage: tsx bench/cpuProfileSummary.ts <a>[=<ms per op>] [<b>[=<ms per op>]]');
// `<path>=<ms>`: bench:compare's CPU per operation of that gateway, to read shares as milliseconds.
const sides = args.map((arg) => {
  const [path = '', perOp] = arg.split('=');
  return { path, perOp: perOp === undefined ? undefined : Number(perOp) };
});
const summaries = sides.map((side) => summarise(side.path));
sides.forEach((side, index) =>
  console.log(`${'ab'[index]}: ${side.path}, busy ${(summaries[index]?.busyMs ?? 0).toFixed(0)} ms`),
);
const unit = sides.every((side) => side.perOp !== undefined) ? 'µs per operation' : '% of busy time';
const scaled = (summary: Summary, index: number, values: Map<string, number>) => {
  const perOp = sides[index]?.perOp;
  const factor = perOp === undefined ? 100 / summary.busyMs : (perOp * 1000) / summary.busyMs;
  return new Map([...values].map(([key, ms]) => [key, ms * factor]));
};
table(
  `Self time, ${unit}`,
  summaries.map((summary, index) => scaled(summary, index, summary.self)),
);
table(
  `On the stack (the module and what it calls), ${unit}`,
  summaries.map((summary, index) => scaled(summary, index, summary.onStack)),
);
