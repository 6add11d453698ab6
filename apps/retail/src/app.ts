/** The retail normalizer service (seed 001 "Retail normalizer"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { retailErrors } from './errors.js'
import { pooledRunner, type RetailRunner } from './infra/retail-runner.js'
import { compareRoute } from './routes/compare.js'
import { normalizeRoute } from './routes/normalize.js'
import { retailersRoute } from './routes/retailers.js'

export const retail = defineService<{ run: RetailRunner }>({
  name: 'retail',
  version: readVersion(import.meta.url),
  description:
    'Normalizes product payloads from 18 retailer APIs, schema.org JSON-LD or custom shapes to canonical products, and compares and ranks them across retailers.',
  port: 3012,
  bodyLimit: megabytes(25),
  errors: retailErrors,
  routes: ({ run }, scope) => {
    if (run) return [normalizeRoute({ run }), compareRoute({ run }), retailersRoute()]
    const pooled = pooledRunner()
    scope.onClose(() => pooled.close())
    return [normalizeRoute({ run: pooled.run }), compareRoute({ run: pooled.run }), retailersRoute()]
  },
})
