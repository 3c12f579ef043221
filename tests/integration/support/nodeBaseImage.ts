import { execFileSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { PODMAN_CACHE, imageExists, podmanOk, runCommand } from './podman.ts';

/*
 * The base image the container test passes to the Containerfile (BASE_IMAGE): no registry of base
 * images is reachable here, so it is made from Debian's packages (`debootstrap --variant=minbase
 * bookworm`, as the official node:20-bookworm-slim image is Debian bookworm) with this machine's
 * Node and npm where the official image has them (/usr/local). Made once per Node version: the root
 * file system is kept as a tarball in the cache folder, and imported only when the tests' storage
 * lacks the image.
 */

const NODE_VERSION = process.version;
const NODE_BASE_IMAGE = `localhost/storefront-node-base:${NODE_VERSION}`;
const TARBALL = join(PODMAN_CACHE, `node-base-${NODE_VERSION}.tar`);
/** Where the official image has them, so PATH and the npm link are the same. */
const NODE_PATH = 'usr/local/bin/node';
const NPM_FOLDER = 'usr/local/lib/node_modules/npm';
/** What a minimal base needs none of (the official slim image leaves them out too). */
const TRIMMED = ['usr/share/doc', 'usr/share/man', 'usr/share/info', 'var/cache/apt/archives', 'var/lib/apt/lists'];

async function run(command: string, args: string[]): Promise<void> {
  const finished = await runCommand(command, args);
  if (finished.code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${finished.code}:\n${finished.stderr.slice(-4000)}`);
}

/** Debian bookworm (minbase) with Node and npm, as a tarball of its root file system. */
async function makeTarball(): Promise<void> {
  const rootfs = join(PODMAN_CACHE, `rootfs-${process.pid}`);
  rmSync(rootfs, { recursive: true, force: true });
  try {
    await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs]);
    for (const trimmed of TRIMMED) rmSync(join(rootfs, trimmed), { recursive: true, force: true });
    cpSync(process.execPath, join(rootfs, NODE_PATH));
    const globalModules = execFileSync('npm', ['root', '--global'], { encoding: 'utf8' }).trim();
    cpSync(join(globalModules, 'npm'), join(rootfs, NPM_FOLDER), { recursive: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx'));
    const partial = `${TARBALL}.${process.pid}`;
    await run('tar', ['-C', rootfs, '-cf', partial, '.']);
    renameSync(partial, TARBALL);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}

/** The base image's name, made (or imported from the kept tarball) when the storage lacks it. */
export async function ensureNodeBaseImage(): Promise<string> {
  if (await imageExists(NODE_BASE_IMAGE)) return NODE_BASE_IMAGE;
  mkdirSync(PODMAN_CACHE, { recursive: true });
  if (!existsSync(TARBALL)) await makeTarball();
  await podmanOk(
    [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      '-',
      NODE_BASE_IMAGE,
    ],
    createReadStream(TARBALL),
  );
  return NODE_BASE_IMAGE;
}
