/** The rate-limit calculator service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { calculateRoute } from './routes/calculate.js'
import { calculateBatchRoute } from './routes/calculate-batch.js'

export const rateLimit = defineService({
  name: 'rate-limit',
  version: readVersion(import.meta.url),
  description: 'Computes the recommended HTTP outcome for a rate-limited request from signals the caller supplies.',
  port: 3006,
  bodyLimit: megabytes(1),
  routes: () => [calculateRoute(), calculateBatchRoute()],
})
