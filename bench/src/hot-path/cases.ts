/**
 * What `pnpm bench:http` measures: the no-op core route and each JSON service with its README's
 * sample request. `server` is the standalone process (as deployed); `app`/`exportName` is where the
 * bare baseline finds the same route (its zod body schema and its handler, i.e. the domain call).
 */
import { fileURLToPath } from 'node:url'

export interface HotPathCase {
  name: string
  /** Shown in the table. */
  label: string
  /** The standalone entry, relative to the repository root. */
  server: string
  /** The module exporting the service, relative to the repository root. */
  app: string
  exportName: string
  method: 'POST'
  url: string
  body: string
}

/** bench/dist/hot-path -> the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

const json = (value: unknown) => JSON.stringify(value)

export const CASES: readonly HotPathCase[] = [
  {
    name: 'noop',
    label: 'no-op core route POST /noop',
    server: 'bench/dist/hot-path/noop-server.js',
    app: 'bench/dist/hot-path/noop-service.js',
    exportName: 'noop',
    method: 'POST',
    url: '/noop',
    body: json({ a: 1 }),
  },
  {
    name: 'validator',
    label: 'validator POST /validate',
    server: 'apps/validator/dist/server.js',
    app: 'apps/validator/dist/app.js',
    exportName: 'validator',
    method: 'POST',
    url: '/validate',
    body: json({
      payload: { id: '7', extra: 1 },
      schema: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' } } },
    }),
  },
  {
    name: 'signer',
    label: 'signer POST /sign',
    server: 'apps/signer/dist/server.js',
    app: 'apps/signer/dist/app.js',
    exportName: 'signer',
    method: 'POST',
    url: '/sign',
    body: json({
      url: 'https://files.example.com/reports/q3.pdf?download=1',
      secret: 'an-example-secret-of-32-bytes!!!',
      expires_in_seconds: 3600,
      method: 'GET',
      allowedIps: ['203.0.113.0/24'],
      requiredHeaders: { 'X-Tenant': 'acme' },
    }),
  },
  {
    name: 'consistency',
    label: 'consistency POST /analyze',
    server: 'apps/consistency/dist/server.js',
    app: 'apps/consistency/dist/app.js',
    exportName: 'consistency',
    method: 'POST',
    url: '/analyze',
    body: json([
      { id: 1, price: '9.99', created: '2024-03-04' },
      { id: 2, price: 12.5, created: 1709546400 },
    ]),
  },
  {
    name: 'diff',
    label: 'diff POST /diff',
    server: 'apps/diff/dist/server.js',
    app: 'apps/diff/dist/app.js',
    exportName: 'diff',
    method: 'POST',
    url: '/diff',
    body: json({
      before: { id: 7, tags: ['a'], note: 'x' },
      after: { id: '7', tags: 'a', note: null, owner: { login: 'ada' } },
    }),
  },
  {
    name: 'rate-limit',
    label: 'rate-limit POST /calculate',
    server: 'apps/rate-limit/dist/server.js',
    app: 'apps/rate-limit/dist/app.js',
    exportName: 'rateLimit',
    method: 'POST',
    url: '/calculate',
    body: json({
      requestContext: { method: 'POST', endpoint: '/v1/orders', clientId: 'acme-42', clientTier: 'free' },
      rateLimitSignals: {
        currentRequestRate: 120,
        allowedQuota: 100,
        windowSize: 60,
        retryCount: 1,
        limitType: 'hard',
      },
    }),
  },
  {
    name: 'fault-analyzer',
    label: 'fault-analyzer POST /analyze',
    server: 'apps/fault-analyzer/dist/server.js',
    app: 'apps/fault-analyzer/dist/app.js',
    exportName: 'faultAnalyzer',
    method: 'POST',
    url: '/analyze',
    body: json({ statusCode: 502, duration: 20, proxyType: 'nginx', method: 'GET' }),
  },
]
