/**
 * End-to-end HTTP throughput of POST /sign and POST /verify against a bare Fastify echo of the same
 * body, in the same process and run. Run: pnpm --filter @svc/signer bench
 */
import { formatRate, load, markdownTable, ratio, startEcho, startService } from '@svc/bench'
import { signer } from '../src/app.js'
import { signUrl } from '../src/domain/sign-url.js'

const SECRET = 'benchmark-secret-3a9f0c2e7b1d'
const signRequest = {
  url: 'https://files.example.com/reports/2025/q3%20summary.pdf?download=1&lang=en&tag=finance',
  secret: SECRET,
  expires_in_seconds: 3600,
  method: 'GET',
  allowedIps: ['10.0.0.0/8'],
  requiredHeaders: { 'X-Tenant': 'acme' },
}
const { expires_in_seconds, ...rest } = signRequest
const signedUrl = signUrl({ ...rest, expiresInSeconds: expires_in_seconds, algorithm: 'sha256' }, Date.now()).signed_url
const verifyRequest = {
  signedUrl,
  secret: SECRET,
  method: 'GET',
  clientIp: '10.1.2.3',
  headers: { 'X-Tenant': 'acme' },
}

const echo = await startEcho(signer.bodyLimit)
const service = await startService(signer)
const rows: string[][] = []
for (const [path, body] of [
  ['/sign', signRequest],
  ['/verify', verifyRequest],
] as const) {
  const options = { path, body: JSON.stringify(body), durationSeconds: 3, connections: 10 }
  const base = await load(echo.url, options)
  const ours = await load(service.url, options)
  if (ours.non2xx > 0) throw new Error(`signer answered ${ours.non2xx} non-2xx responses`)
  rows.push([
    `POST ${path}`,
    formatRate(base.requestsPerSecond),
    formatRate(ours.requestsPerSecond),
    ratio(ours.requestsPerSecond, base.requestsPerSecond),
    `${ours.latencyP50Ms} / ${ours.latencyP99Ms}`,
  ])
}
await echo.app.close()
await service.app.close()
console.log(
  markdownTable(['operation', 'Fastify echo req/s', 'signer req/s', 'signer / echo', 'signer p50 / p99 ms'], rows),
)
