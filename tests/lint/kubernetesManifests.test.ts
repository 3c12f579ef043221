import express from 'express';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, variables } from '../../gateway/src/config.ts';
import { healthRoutes } from '../../gateway/src/server/health.ts';
import { SHUTDOWN_GRACE_MS } from '../../gateway/src/server/shutdown.ts';
import { createUpstreamClient } from '../../gateway/src/upstream/client.ts';
import { resolveEndpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * ops/kubernetes as `kubectl apply -k` would send it, without a cluster: every object built with
 * the kubernetes-models classes of its apiVersion and kind and validated against the Kubernetes
 * schemas (an unknown kind fails), the kustomization listing every file, and the manifests agreeing
 * with the gateway and its image (Containerfile): the variables are the gateway's own and its
 * configuration accepts their values, the probes' paths answer, the ports, the user and the
 * writable folders are the image's, and the grace period outlasts the drain.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDER = join(ROOT, 'ops', 'kubernetes');
const KUSTOMIZATION = 'kustomization.yaml';

/** The model class of each apiVersion and kind the manifests may hold. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

interface Manifest {
  file: string;
  object: { apiVersion: string; kind: string; metadata: { name: string } } & Record<string, unknown>;
}

/** Every YAML document of a file, parsed (a syntax error fails here, naming the file). */
function documentsOf(file: string): unknown[] {
  return parseAllDocuments(readFileSync(join(FOLDER, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map(String).join('; ')}`);
    return document.toJS() as unknown;
  });
}

const files = readdirSync(FOLDER)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();
const manifests: Manifest[] = files
  .filter((file) => file !== KUSTOMIZATION)
  .flatMap((file) => documentsOf(file).map((object) => ({ file, object: object as Manifest['object'] })));

/** The object of a kind (the manifests describe one gateway: a test below checks there is one of each). */
function only<Kind>(kind: string): Kind {
  return (manifests.find(({ object }) => object.kind === kind)?.object ?? {}) as Kind;
}

const deployment = only<Deployment>('Deployment');
const configMap = only<ConfigMap>('ConfigMap');
const secret = only<Secret>('Secret');
const service = only<Service>('Service');
const budget = only<PodDisruptionBudget>('PodDisruptionBudget');
const autoscaler = only<HorizontalPodAutoscaler>('HorizontalPodAutoscaler');
const policy = only<NetworkPolicy>('NetworkPolicy');
const pod = deployment.spec?.template.spec;
const container = pod?.containers[0];

/** The Secret's variables: `stringData` as written, `data` decoded. */
function secretValues(): Record<string, string> {
  const decoded = Object.entries(secret.data ?? {}).map(([name, value]) => [
    name,
    Buffer.from(value, 'base64').toString('utf8'),
  ]);
  return { ...Object.fromEntries(decoded), ...secret.stringData };
}

/** What the container's environment holds: the image's ENV, then envFrom's sources, then env. */
function containerEnvironment(): Record<string, string> {
  const env: Record<string, string> = { ...image.env };
  for (const source of container?.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, configMap.data);
    if (source.secretRef) Object.assign(env, secretValues());
  }
  for (const variable of container?.env ?? []) if (variable.value !== undefined) env[variable.name] = variable.value;
  return env;
}

/** The Containerfile's runtime stage (its last): ENV, USER, EXPOSE. */
const image = (() => {
  const text = readFileSync(join(ROOT, 'Containerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const instruction = (name: string) =>
    [...runtime.matchAll(new RegExp(`^${name} (.+)$`, 'gm'))].map((match) => (match[1] as string).trim());
  const env = Object.fromEntries(
    instruction('ENV').flatMap((line) => line.split(/\s+/).map((pair) => pair.split('=') as [string, string])),
  );
  const [user, group] = (instruction('USER')[0] ?? '').split(':').map(Number);
  return { env, user, group, exposed: instruction('EXPOSE').map(Number) };
})();

describe('ops/kubernetes', () => {
  it.each(manifests.map((manifest) => [`${manifest.file}: ${manifest.object.kind}`, manifest] as const))(
    '%s is a known kind and valid against the Kubernetes schemas',
    (_, { object }) => {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `a model for ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new (Model as NonNullable<typeof Model>)(object as never).validate()).not.toThrow();
    },
  );

  it('holds one object of each kind, and nothing else', () => {
    expect(manifests.map(({ object }) => `${object.apiVersion}/${object.kind}`).sort()).toEqual(
      Object.keys(MODELS).sort(),
    );
  });

  it('has a kustomization listing every file, and naming the Deployment’s image', () => {
    const [kustomization] = documentsOf(KUSTOMIZATION) as Array<{
      kind: string;
      resources: string[];
      images?: Array<{ name: string }>;
    }>;
    expect(kustomization?.kind).toBe('Kustomization');
    expect([...(kustomization?.resources ?? [])].sort()).toEqual(files.filter((file) => file !== KUSTOMIZATION));
    expect(kustomization?.images?.map(({ name }) => name)).toEqual([container?.image]);
  });

  it('sets only variables the gateway defines, with values its configuration accepts', () => {
    const defined = new Set(variables.map(([name]) => name));
    const named = [
      ...Object.keys(configMap.data ?? {}),
      ...Object.keys(secretValues()),
      ...(container?.env ?? []).map(({ name }) => name),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !defined.has(name))).toEqual([]);
    expect(() => readConfig(containerEnvironment())).not.toThrow();
    // The legacy URL and tuning in the ConfigMap, the Redis credentials in the Secret alone.
    expect(configMap.data).toHaveProperty('LEGACY_API_URL');
    expect(Object.keys(secretValues())).toEqual(['REDIS_URL']);
    expect(Object.keys(configMap.data ?? {}).filter((name) => name.startsWith('REDIS'))).toEqual([]);
  });

  it('takes its variables from the ConfigMap and the Secret defined here', () => {
    const sources = (container?.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
    expect(sources).toEqual([configMap.metadata?.name, secret.metadata?.name]);
  });

  it('runs as the image’s non-root user, on a read-only root, without capabilities, with bounded resources', () => {
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(image.user).toBeGreaterThan(0);
    expect(pod?.securityContext?.runAsUser).toBe(image.user);
    expect(pod?.securityContext?.runAsGroup).toBe(image.group);
    expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(container?.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container?.securityContext?.capabilities?.drop).toEqual(['ALL']);
    for (const kind of ['requests', 'limits'] as const)
      expect(Object.keys(container?.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
    // Node counts the node's cores, not the pod's limit: `auto` would start one process per node core.
    expect(containerEnvironment()['GATEWAY_WORKERS']).toMatch(/^\d+$/);
  });

  it('mounts a writable emptyDir on every folder the gateway writes, the image cache with room for its bound', () => {
    const config = readConfig(containerEnvironment());
    const mounts = (container?.volumeMounts ?? []).map((mount) => {
      const volume = pod?.volumes?.find(({ name }) => name === mount.name);
      expect(volume?.emptyDir, `${mount.name} is an emptyDir`).toBeDefined();
      return { path: mount.mountPath, limit: volume?.emptyDir?.sizeLimit };
    });
    expect(mounts.map(({ path }) => path).sort()).toEqual(['/tmp', '/var/cache/storefront']);
    const cache = mounts.find(({ path }) => config.images.cacheDir.startsWith(`${path}/`));
    expect(cache, `a mount holding IMAGE_CACHE_DIR ${config.images.cacheDir}`).toBeDefined();
    const gibibytes = /^(\d+)Gi$/.exec(String(cache?.limit))?.[1];
    expect(config.images.cacheMaxBytes).toBeLessThan(Number(gibibytes) * 1024 ** 3);
  });

  describe('probes', () => {
    let url: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      // The gateway's own health routes, with a legacy API that is not there (reported, never unready).
      const client = createUpstreamClient({
        baseUrl: 'http://127.0.0.1:9',
        timeoutMs: 300,
        endpoints: resolveEndpoints({}),
      });
      const app = express().use(healthRoutes(client));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => new Promise((resolve) => server.close(() => resolve()));
    });
    afterAll(async () => {
      await close();
    });

    const probes = [
      ['startup', container?.startupProbe],
      ['readiness', container?.readinessProbe],
      ['liveness', container?.livenessProbe],
    ] as const;

    it('ask readiness of /readyz (503 while draining) and liveness of /healthz', () => {
      expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz');
    });

    it.each(probes)('%s asks a path the gateway answers, on the port it listens on', async (_, probe) => {
      const path = probe?.httpGet?.path ?? '';
      expect((await fetch(`${url}${path}`)).status).toBe(200);
      const port = container?.ports?.find(({ name }) => name === probe?.httpGet?.port);
      expect(port?.containerPort).toBe(readConfig(containerEnvironment()).port);
    });
  });

  it('exposes the port the gateway listens on, as the image does', () => {
    const { port, metricsPort } = readConfig(containerEnvironment());
    const ports = Object.fromEntries((container?.ports ?? []).map(({ name, containerPort }) => [name, containerPort]));
    expect(ports).toEqual({ http: port, metrics: metricsPort });
    expect(image.exposed).toEqual([port]);
    expect(service.spec?.ports?.map(({ targetPort }) => targetPort)).toEqual(['http']);
  });

  it('gives a terminating pod more time than the drain takes, and the drain more than readiness needs to notice', () => {
    const { drainMs } = readConfig(containerEnvironment());
    expect((pod?.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(drainMs + SHUTDOWN_GRACE_MS);
    const readiness = container?.readinessProbe;
    expect(drainMs).toBeGreaterThan((readiness?.periodSeconds ?? 10) * (readiness?.failureThreshold ?? 3) * 1000);
  });

  it('selects the Deployment’s pods everywhere, and autoscales up to the instances the limits are shared by', () => {
    const labels = deployment.spec?.template.metadata?.labels ?? {};
    for (const selector of [
      deployment.spec?.selector.matchLabels,
      budget.spec?.selector?.matchLabels,
      policy.spec?.podSelector.matchLabels,
      service.spec?.selector,
    ])
      expect(labels).toMatchObject(selector ?? { selector: 'missing' });
    expect(autoscaler.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata?.name });
    const { rateLimits } = readConfig(containerEnvironment());
    expect(autoscaler.spec?.maxReplicas).toBe(rateLimits.processes);
    expect(autoscaler.spec?.minReplicas).toBe(deployment.spec?.replicas);
  });
});
