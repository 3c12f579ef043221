import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * No import circles (CONTRIBUTING.md, "Boundaries"), run by `npm run lint` after ESLint. import-x's
 * no-cycle skips every type-only import, so a circle with one such leg passes it (issue 36 found one
 * of 22 files through the screens). This walks every import the compiler sees in a file: static,
 * type-only, `export … from` and `import()`. A circle of any of them ties its files together: none
 * can be moved, tested or loaded alone. tests/lint/importCycles.test.ts proves it sees each kind.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The folders whose files may form no circle: the product's, and the tests' and the bench's. */
const FOLDERS = ['gateway', 'client', 'legacy', 'tests', 'bench', 'eslint'];

/** Not walked: installed or built code, and code written by codegen (it imports none of ours back). */
const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'gql']);

/** The lint's fixtures, circles among them on purpose (tests/lint/importCycles.test.ts). */
const LINT_FIXTURES = join(ROOT, 'tests/lint/fixtures');

const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** How the imports are resolved: relative paths with their extensions, as every tsconfig of the repo writes them. */
const OPTIONS = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowImportingTsExtensions: true,
  allowJs: true,
  resolveJsonModule: true,
};

/**
 * The source files under `folder` (absolute).
 * @param {string} folder
 * @returns {string[]}
 */
export function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || path === LINT_FIXTURES ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The files of `within` that `file` imports, in any of the ways the compiler sees.
 * @param {string} file
 * @param {ReadonlySet<string>} within
 * @returns {string[]}
 */
function importsOf(file, within) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
    return resolved !== undefined && within.has(resolved) ? [resolved] : [];
  });
}

/**
 * Every circle among `files` (absolute paths): one per group of files that import each other
 * round, with the shortest way round from the group's first file (which it starts and ends with).
 * @param {readonly string[]} files
 * @returns {Array<{ files: string[], round: string[] }>}
 */
export function findCycles(files) {
  const within = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map(files.map((file) => [file, importsOf(file, within)]));
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || (graph.get(group[0] ?? '') ?? []).includes(group[0] ?? ''))
    .map((group) => ({ files: group, round: shortestRound(graph, new Set(group)) }));
}

/**
 * The strongly connected groups of `graph` (Tarjan's algorithm, without recursion: the client's
 * import chains are deeper than a stack of calls should be), each sorted.
 * @param {ReadonlyMap<string, readonly string[]>} graph
 * @returns {string[][]}
 */
function stronglyConnected(graph) {
  /** @type {Map<string, { index: number, low: number }>} */
  const marks = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (marks.has(start)) continue;
    /** @type {Array<{ node: string, edge: number }>} */
    const work = [{ node: start, edge: 0 }];
    marks.set(start, { index: next, low: next });
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, edge: number }} */ (work.at(-1));
      const mark = /** @type {{ index: number, low: number }} */ (marks.get(frame.node));
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = /** @type {string} */ (edges[frame.edge]);
        frame.edge += 1;
        const seen = marks.get(to);
        if (!seen) {
          marks.set(to, { index: next, low: next });
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) mark.low = Math.min(mark.low, seen.index);
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) {
        const parentMark = /** @type {{ index: number, low: number }} */ (marks.get(parent.node));
        parentMark.low = Math.min(parentMark.low, mark.low);
      }
      if (mark.low === mark.index) {
        /** @type {string[]} */
        const group = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

/**
 * The shortest way from the group's first file back to itself, through the group (breadth first).
 * @param {ReadonlyMap<string, readonly string[]>} graph
 * @param {ReadonlySet<string>} group
 * @returns {string[]}
 */
function shortestRound(graph, group) {
  const start = /** @type {string} */ ([...group][0]);
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const to of graph.get(at) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const round = [at];
        while (round[0] !== start)
          round.unshift(/** @type {string} */ (cameFrom.get(/** @type {string} */ (round[0]))));
        return [...round, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return [start];
}

function main() {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  const named = (/** @type {readonly string[]} */ list) => list.map((file) => relative(ROOT, file));
  const cycles = findCycles(files);
  for (const { files: group, round } of cycles) {
    process.stderr.write(`Import circle of ${group.length} files: ${named(round).join(' → ')}\n`);
    if (group.length > round.length - 1) process.stderr.write(`  all of them: ${named(group).join(', ')}\n`);
  }
  if (cycles.length > 0) {
    process.stderr.write('Break each import circle: move what both sides need into a module of its own.\n');
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
