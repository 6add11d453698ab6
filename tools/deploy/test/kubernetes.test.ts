/**
 * The committed Kubernetes manifests, checked without a cluster: every object against the Kubernetes API
 * schemas (kubernetes-models), per service the probes, security context, grace period, port and the
 * objects that must select its pods; the kustomizations rendered with `kubectl kustomize` when present.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Gateway, HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { Namespace, Secret, Service } from 'kubernetes-models/v1'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'

const root = new URL('../../..', import.meta.url).pathname
const kube = join(root, 'deploy', 'kubernetes')
// biome-ignore lint/suspicious/noExplicitAny: manifests are plain YAML objects checked by the models below
type Manifest = Record<string, any>

const readDocs = (path: string): Manifest[] =>
  parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => doc.toJSON() as Manifest)

const folders = execFileSync('git', ['ls-files', 'apps/*/src/app.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => file.split('/')[1] as string)

const MODELS: Record<string, { validate(): void } & (new (value: Manifest) => { validate(): void })> = {
  Deployment,
  Service,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  NetworkPolicy,
  Namespace,
  Secret,
  HTTPRoute,
  Gateway,
} as never

function validate(doc: Manifest) {
  const Model = MODELS[doc.kind]
  if (!Model) throw new Error(`no model for ${doc.kind}`)
  new Model(doc).validate()
}

/** The port the generated Dockerfile exposes: the service's own port, from the same table. */
const exposedPort = (folder: string) =>
  Number(/^EXPOSE (\d+)$/m.exec(readFileSync(join(root, 'apps', folder, 'Dockerfile'), 'utf8'))?.[1])

describe.each(folders)('deploy/kubernetes/base/%s.yaml', (folder) => {
  const docs = readDocs(join(kube, 'base', `${folder}.yaml`))
  const byKind = Object.fromEntries(docs.map((doc) => [doc.kind, doc]))
  const deployment = byKind.Deployment as Manifest
  const pod = deployment.spec.template.spec
  const container = pod.containers[0]
  const env = Object.fromEntries(container.env.map((e: Manifest) => [e.name, e.value]))
  const podLabels = deployment.spec.template.metadata.labels

  it('is valid against the Kubernetes API schemas', () => {
    expect(docs.map((doc) => doc.kind)).toEqual([
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
    ])
    for (const doc of docs) expect(() => validate(doc)).not.toThrow()
  })

  it('listens on the service port and routes the Service to it', () => {
    expect(container.ports[0]).toEqual({ name: 'http', containerPort: exposedPort(folder), protocol: 'TCP' })
    expect(env.PORT).toBe(String(exposedPort(folder)))
    expect(byKind.Service?.spec.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' }])
  })

  it('serves /metrics on its own port, annotated for Prometheus and reachable only from labelled namespaces', () => {
    const metrics = container.ports.find((port: Manifest) => port.name === 'metrics')
    expect(metrics).toEqual({ name: 'metrics', containerPort: 9464, protocol: 'TCP' })
    expect(env.METRICS_PORT).toBe('9464')
    expect(deployment.spec.template.metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '9464',
      'prometheus.io/path': '/metrics',
    })
    // The Service (what the gateway routes to) carries only the http port.
    expect(byKind.Service?.spec.ports.map((port: Manifest) => port.targetPort)).toEqual(['http'])
    const ingress = (byKind.NetworkPolicy as Manifest).spec.ingress
    expect(ingress).toContainEqual({
      from: [{ namespaceSelector: { matchLabels: { 'svc-suite.dev/metrics-access': 'true' } } }],
      ports: [{ port: 'metrics', protocol: 'TCP' }],
    })
  })

  it('probes /health for liveness and startup and /ready for readiness', () => {
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' })
    expect(container.startupProbe.httpGet).toEqual({ path: '/health', port: 'http' })
    expect(container.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' })
  })

  it('runs as non-root with a read-only root, no capabilities and the default seccomp profile', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } })
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0)
    expect(container.securityContext).toEqual({
      runAsNonRoot: true,
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    })
    expect(pod.automountServiceAccountToken).toBe(false)
  })

  it('drains after SIGTERM, then gives in-flight requests their grace period, inside the termination grace', () => {
    // The service drains itself after SIGTERM (SHUTDOWN_DRAIN_MS), so no preStop sleep delays the signal.
    expect(container.lifecycle?.preStop).toBeUndefined()
    expect(Number(env.SHUTDOWN_DRAIN_MS)).toBeGreaterThanOrEqual(2_000)
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(env.SHUTDOWN_DRAIN_MS) + Number(env.SHUTDOWN_GRACE_MS),
    )
  })

  it('rolls with no unavailable replica and reads its keys from a read-only Secret', () => {
    expect(deployment.spec.replicas).toBe(2)
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0)
    const mount = container.volumeMounts.find((m: Manifest) => m.name === 'gateway-keys')
    expect(mount.readOnly).toBe(true)
    expect(env.GATEWAY_KEYS_FILE).toBe(`${mount.mountPath}/keys`)
    expect(pod.volumes.find((v: Manifest) => v.name === 'gateway-keys').secret.secretName).toBe('gateway-keys')
  })

  it('sets requests and limits, with the V8 heap inside the memory limit', () => {
    const { requests, limits } = container.resources
    for (const key of ['cpu', 'memory']) {
      expect(requests[key]).toBeDefined()
      expect(limits[key]).toBeDefined()
    }
    const heap = Number(/--max-old-space-size=(\d+)/.exec(env.NODE_OPTIONS)?.[1])
    expect(heap).toBeLessThan(Number.parseInt(limits.memory, 10))
  })

  it('sizes the worker pools from the CPU limit (WORKER_THREADS, whole CPUs rounded up)', () => {
    const limit = String(container.resources.limits.cpu)
    const cpus = limit.endsWith('m') ? Number(limit.slice(0, -1)) / 1000 : Number(limit)
    expect(env.WORKER_THREADS).toBe(String(Math.max(1, Math.ceil(cpus))))
  })

  it('selects its own pods from the Service, autoscaler, budget and network policy', () => {
    const name = deployment.metadata.name
    expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name })
    expect(podLabels).toMatchObject(deployment.spec.selector.matchLabels)
    expect(byKind.Service?.spec.selector).toEqual(deployment.spec.selector.matchLabels)
    expect(byKind.PodDisruptionBudget?.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels)
    expect(byKind.NetworkPolicy?.spec.podSelector.matchLabels).toEqual(deployment.spec.selector.matchLabels)
    expect(byKind.HorizontalPodAutoscaler?.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name,
    })
  })

  it('admits traffic only from the gateway namespace on the http port, and scrapes from the metrics namespace', () => {
    const ingress = byKind.NetworkPolicy?.spec.ingress
    expect(ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'svc-suite.dev/gateway-access': 'true' } } }],
        ports: [{ port: 'http', protocol: 'TCP' }],
      },
      {
        from: [{ namespaceSelector: { matchLabels: { 'svc-suite.dev/metrics-access': 'true' } } }],
        ports: [{ port: 'metrics', protocol: 'TCP' }],
      },
    ])
  })
})

describe('gateway routes', () => {
  const routes = readDocs(join(kube, 'gateway', 'routes.yaml'))

  it('routes /<service>/ to every service, strips the prefix and sets x-gateway-host', () => {
    expect(routes).toHaveLength(folders.length)
    for (const route of routes) {
      expect(() => validate(route)).not.toThrow()
      const name = route.metadata.name
      const [rule] = route.spec.rules
      expect(rule.matches).toEqual([{ path: { type: 'PathPrefix', value: `/${name}/` } }])
      expect(rule.backendRefs).toEqual([{ name, port: 80 }])
      expect(rule.filters).toContainEqual({
        type: 'RequestHeaderModifier',
        requestHeaderModifier: { set: [{ name: 'x-gateway-host', value: name }] },
      })
    }
    expect(() => validate(readDocs(join(kube, 'gateway', 'gateway.yaml'))[0] as Manifest)).not.toThrow()
  })
})

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0
describe.skipIf(!kubectl)('kubectl kustomize (skipped: kubectl is not on PATH)', () => {
  const render = (dir: string) =>
    parseAllDocuments(execFileSync('kubectl', ['kustomize', join(kube, dir)], { encoding: 'utf8' })).map(
      (doc) => doc.toJSON() as Manifest,
    )

  it('renders the root kustomization into the svc-suite namespace, every object valid', () => {
    const docs = render('.')
    expect(docs.filter((doc) => doc.kind === 'Deployment')).toHaveLength(folders.length)
    for (const doc of docs) {
      validate(doc)
      if (doc.kind !== 'Namespace') expect(doc.metadata.namespace).toBe('svc-suite')
    }
  })

  it('renders the laptop overlay with one replica each and a development key', () => {
    const docs = render('overlays/laptop')
    for (const doc of docs.filter((d) => d.kind === 'Deployment')) expect(doc.spec.replicas).toBe(1)
    for (const doc of docs.filter((d) => d.kind === 'HorizontalPodAutoscaler')) {
      expect([doc.spec.minReplicas, doc.spec.maxReplicas]).toEqual([1, 1])
    }
    const secret = docs.find((d) => d.kind === 'Secret')
    expect(secret?.metadata).toMatchObject({ name: 'gateway-keys', namespace: 'svc-suite' })
    expect(Buffer.from(secret?.data.keys, 'base64').toString()).toBe('dev-laptop-key')
  })
})

it('has manifests for exactly the committed services', () => {
  expect(existsSync(join(kube, 'kustomization.yaml'))).toBe(true)
  const base = readDocs(join(kube, 'base', 'kustomization.yaml'))[0] as Manifest
  expect(new Set(base.resources)).toEqual(new Set(['namespace.yaml', ...folders.map((f) => `${f}.yaml`)]))
})
