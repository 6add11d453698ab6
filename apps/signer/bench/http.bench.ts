/**
 * End-to-end HTTP throughput of POST /sign and POST /verify against a bare Fastify echo of the same
 * body, in the same process and run. Run: pnpm --filter @svc/signer bench
 */
import { compareWithEcho, echoTable } from '@svc/bench'
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

const rows = await compareWithEcho(signer, [
  { label: 'POST /sign', path: '/sign', body: JSON.stringify(signRequest), durationSeconds: 3 },
  { label: 'POST /verify', path: '/verify', body: JSON.stringify(verifyRequest), durationSeconds: 3 },
])
console.log(echoTable('signer', 'operation', rows))
