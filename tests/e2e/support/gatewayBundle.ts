import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../../gateway/build.ts';
import { ROOT } from './build.ts';

/** A gateway bundle built for tests, and how to remove it. */
export interface GatewayBundle {
  /** Its main.js, to start with `node`. */
  entry: string;
  remove(): void;
}

/**
 * The gateway compiled as `npm run build:server` compiles it, into a folder of its own under
 * dist/ (beside dist/client, which the bundle serves, and inside the checkout, so its packages
 * are found in node_modules). Built from the checkout every time (about 2 s): never older than
 * the sources it tests.
 */
export async function buildGatewayBundle(): Promise<GatewayBundle> {
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const folder = mkdtempSync(join(ROOT, 'dist', 'e2e-gateway-'));
  try {
    await buildServer(join(folder, 'main.js'));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return { entry: join(folder, 'main.js'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
