/**
 * `npm run test:again -- <files…> [--times N] [--workers N] [--quiet-machine]`: runs the chosen test files N
 * times in a row (5 by default) while one core is kept busy, and says how each run went. A test
 * that passes on an idle machine and fails on a busy one waits for time somewhere; five loaded
 * runs of the files a change touches find that in minutes, where whole-suite marathons took hours.
 * `--quiet-machine` leaves the core alone (to compare). Exits 1 when any run failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

interface Run {
  run: number;
  passed: boolean;
  seconds: number;
  load: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    times: { type: 'string', default: '5' },
    'quiet-machine': { type: 'boolean', default: false },
    // As many files at a time as `npm test` runs (3): the load they meet there.
    workers: { type: 'string', default: '1' },
  },
});
const times = Number(values.times);
if (positionals.length === 0 || !Number.isInteger(times) || times < 1) {
  console.error('Usage: npm run test:again -- <test files…> [--times N] [--workers N] [--quiet-machine]');
  process.exit(2);
}

/** One core's worth of work that does nothing, as a busy machine's other process. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** One `vitest run` of the files, its output shown as it comes; resolves whether it passed. */
function vitestRun(files: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', `--maxWorkers=${values.workers}`, ...files], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

const busy = values['quiet-machine'] ? undefined : busyCore();
const runs: Run[] = [];
try {
  for (let run = 1; run <= times; run += 1) {
    console.log(`\n== run ${run} of ${times}${busy ? ', one core kept busy' : ''}: ${positionals.join(' ')}`);
    const started = performance.now();
    const passed = await vitestRun(positionals);
    runs.push({ run, passed, seconds: (performance.now() - started) / 1000, load: loadavg()[0] ?? 0 });
  }
} finally {
  busy?.kill();
}

console.log(`\n| run | result | seconds | load (1 min) |\n|---|---|---|---|`);
for (const { run, passed, seconds, load } of runs) {
  console.log(`| ${run} | ${passed ? 'pass' : 'FAIL'} | ${seconds.toFixed(1)} | ${load.toFixed(1)} |`);
}
const failed = runs.filter((one) => !one.passed).length;
console.log(`\n${times - failed}/${times} passed`);
process.exit(failed === 0 ? 0 : 1);
