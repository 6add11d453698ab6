/** The HTTP fault analyzer service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { analyzeRoute } from './routes/analyze.js'
import { analyzeBatchRoute } from './routes/analyze-batch.js'

export const faultAnalyzer = defineService({
  name: 'fault-analyzer',
  version: readVersion(import.meta.url),
  description: 'Classifies failed HTTP exchanges (status 400 to 599) with a documented, deterministic rule table.',
  port: 3007,
  bodyLimit: megabytes(1),
  routes: () => [analyzeRoute(), analyzeBatchRoute()],
})
