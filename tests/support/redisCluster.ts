import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ask, startRedisProcess, until, type RedisProcess } from './redisProcesses.ts';
import { freePort } from './freePort.ts';

export interface RedisCluster {
  nodes: RedisProcess[];
  /** `REDIS_CLUSTER_NODES` for these nodes. */
  nodeList: string;
  /** Ends every node and removes their files. */
  stop(): Promise<void>;
}

/** A cluster's ports, chosen: its clients can be started with `nodeList` while it starts. */
export interface PlannedRedisCluster {
  /** `REDIS_CLUSTER_NODES` for its nodes. */
  nodeList: string;
  start(): Promise<RedisCluster>;
}

/**
 * A Redis Cluster of three masters (no replicas) from Debian's `redis-server`, on free loopback
 * ports, in memory only, its 16384 slots shared out by `redis-cli --cluster create`; `start`
 * resolves once every node says the cluster is ok.
 */
export async function planRedisCluster(): Promise<PlannedRedisCluster> {
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const nodeList = ports.map((port) => `127.0.0.1:${port}`).join(',');
  return { nodeList, start: () => startCluster(ports, nodeList) };
}

async function startCluster(ports: number[], nodeList: string): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'));
  const nodes = ports.map((port) =>
    startRedisProcess(
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        ...[
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--cluster-node-timeout',
          '2000',
        ],
      ],
      port,
    ),
  );
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('the nodes to answer', async () =>
      (await Promise.all(ports.map((port) => ask(port, (redis) => redis.ping())))).every((reply) => reply === 'PONG'),
    );
    await promisify(execFile)('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    await until('every node to say the cluster is ok', async () =>
      (await Promise.all(ports.map((port) => ask(port, (redis) => redis.cluster('INFO'))))).every((info) =>
        info?.includes('cluster_state:ok'),
      ),
    );
  } catch (error) {
    const said = nodes.map((node) => `--- port ${node.port}\n${node.output().slice(-1500)}`).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${said}`, { cause: error });
  }
  return { nodes, nodeList, stop };
}
