/** The PII scanner and redactor service (see README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { PiiEnv } from './env.js'
import { piiErrors } from './errors.js'
import { pooledScanner, type Scanner } from './infra/scanner.js'
import { scanRoute } from './routes/scan.js'

export interface PiiDeps {
  scanner: Scanner
  /** Server-side key of the `hash` strategy (PII_HASH_KEY); a request's `x-pii-salt` takes precedence. */
  hashKey: string | undefined
}

export const pii = defineService<PiiDeps>({
  name: 'pii',
  version: readVersion(import.meta.url),
  description: 'Finds personal data and secrets in JSON, plain text or log lines, scores the risk and redacts them.',
  port: 3015,
  bodyLimit: megabytes(10),
  bodyParsers: [{ contentType: 'text/plain', parseAs: 'text' }],
  errors: piiErrors,
  env: PiiEnv,
  configure: (env) => ({ hashKey: env.PII_HASH_KEY }),
  routes: ({ scanner, hashKey }, scope) => {
    const used = scanner ?? pooledScanner()
    if (!scanner) scope.onClose(() => used.close())
    return [scanRoute({ scanner: used, hashKey })]
  },
})
