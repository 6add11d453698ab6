/** The consistency checker service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { consistencyErrors, decorateConsistencyError } from './errors.js'
import { analyzeRoute } from './routes/analyze.js'

export const consistency = defineService({
  name: 'consistency',
  version: readVersion(import.meta.url),
  description: 'Reports inconsistent shapes across the items of one JSON value; infers no schema and fixes nothing.',
  port: 3003,
  bodyLimit: megabytes(10),
  bodyParsers: [{ contentType: 'text/plain', parseAs: 'json' }],
  errors: consistencyErrors,
  decorateError: decorateConsistencyError,
  routes: () => [analyzeRoute()],
})
