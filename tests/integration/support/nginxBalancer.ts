import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/freePort.ts';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx balancing between gateways, as an operator runs it in front of a fleet. */
export interface NginxBalancer {
  url: string;
  /** What nginx printed so far (its error log goes to its stderr). */
  log(): string;
  /** SIGQUIT (finish what is in flight), then its folder is removed. */
  stop(): Promise<void>;
}

function config(folder: string, listen: number, gatewayPorts: number[]): string {
  const servers = gatewayPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n');
  return `
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream gateways {
${servers}
    keepalive 16;
    # Below the gateway's own keep-alive timeout (Node's 5 s): an idle connection is closed by nginx first.
    keepalive_timeout 3s;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * nginx run unprivileged, with its own prefix, pid and logs in a temp folder, on a free port, in
 * front of the gateways on `gatewayPorts`. A gateway that refuses a connection is skipped for
 * 1 s and the request tried on the next (a POST too, since nothing was sent). Resolves once it
 * listens; a request through it may still find no gateway up.
 */
export async function startNginxBalancer(gatewayPorts: number[]): Promise<NginxBalancer> {
  const folder = mkdtempSync(join(tmpdir(), 'nginx-balancer-'));
  const listen = await freePort();
  writeFileSync(join(folder, 'nginx.conf'), config(folder, listen, gatewayPorts));
  const nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  nginx.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    ))
  ) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    log: () => log,
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
