/**
 * In-process: sign and verify of a realistic URL (three query parameters, method, IP range, header)
 * against the floor, a bare `crypto.createHmac` of the same canonical string. Target: more than
 * 50,000 verify/s per core. Run: pnpm --filter @svc/signer bench
 */
import { createHmac } from 'node:crypto'
import { formatRate, markdownTable } from '@svc/bench'
import { Bench } from 'tinybench'
import { type SignInput, signUrl } from '../src/domain/sign-url.js'
import { verifyUrl } from '../src/domain/verify-url.js'

const NOW = Date.UTC(2025, 0, 1)
const SECRET = 'benchmark-secret-3a9f0c2e7b1d'
const FACTS = { secret: SECRET, method: 'GET', clientIp: '10.1.2.3', headers: { 'x-tenant': 'acme' } }

function input(algorithm: SignInput['algorithm']): SignInput {
  return {
    url: 'https://files.example.com/reports/2025/q3%20summary.pdf?download=1&lang=en&tag=finance',
    secret: SECRET,
    expiresInSeconds: 3600,
    method: 'GET',
    allowedIps: ['10.0.0.0/8'],
    requiredHeaders: { 'X-Tenant': 'acme' },
    algorithm,
  }
}

const rows: string[][] = []
for (const algorithm of ['sha256', 'sha512'] as const) {
  const signedUrl = signUrl(input(algorithm), NOW).signed_url
  const canonical = signedUrl.slice(0, signedUrl.lastIndexOf('&sig='))
  const bench = new Bench({ time: 1_000, warmupTime: 200 })
  bench
    .add('bare createHmac', () => {
      createHmac(algorithm, SECRET).update(canonical, 'utf8').digest('hex')
    })
    .add('sign', () => {
      signUrl(input(algorithm), NOW)
    })
    .add('verify', () => {
      if (!verifyUrl({ ...FACTS, signedUrl }, { nowMs: NOW, clockSkewSeconds: 30 }).valid) throw new Error('invalid')
    })
  await bench.run()
  const hz = Object.fromEntries(
    bench.tasks.map((t) => [t.name, t.result?.state === 'completed' ? t.result.throughput.mean : 0]),
  )
  const bare = hz['bare createHmac'] ?? 0
  for (const op of ['sign', 'verify']) {
    const ours = hz[op] ?? 0
    rows.push([`${op} (${algorithm})`, formatRate(ours), formatRate(bare), `${((ours / bare) * 100).toFixed(0)}%`])
  }
}
console.log(markdownTable(['operation', 'ops/s (1 thread)', 'bare createHmac ops/s', 'ours / bare HMAC'], rows))
