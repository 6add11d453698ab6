/** The PII scanner and redactor service (seed 002 "PII scanner"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { pooledScanner, type Scanner } from './infra/scanner.js'
import { scanRoute } from './routes/scan.js'

export const pii = defineService<{ scanner: Scanner }>({
  name: 'pii',
  version: readVersion(import.meta.url),
  description: 'Finds personal data and secrets in JSON, plain text or log lines, scores the risk and redacts them.',
  port: 3015,
  bodyLimit: megabytes(10),
  bodyParsers: [{ contentType: 'text/plain', parseAs: 'text' }],
  routes: ({ scanner }, scope) => {
    const used = scanner ?? pooledScanner()
    if (!scanner) scope.onClose(() => used.close())
    return [scanRoute({ scanner: used })]
  },
})
