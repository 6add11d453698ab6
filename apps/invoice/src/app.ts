/** The invoice normalizer service (seed 001 "Invoice normalizer"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { invoiceErrors } from './errors.js'
import { type InvoiceNormalizer, pooledNormalizer } from './infra/invoice-normalizer.js'
import { normalizeRoute } from './routes/normalize.js'
import { sourcesRoute } from './routes/sources.js'

export const invoice = defineService<{ normalizer: InvoiceNormalizer }>({
  name: 'invoice',
  version: readVersion(import.meta.url),
  description:
    'Normalizes one vendor invoice (40+ accounting, payment, marketplace, POS and expense APIs, or generic shapes) to one canonical invoice.',
  port: 3008,
  bodyLimit: megabytes(15),
  errors: invoiceErrors,
  routes: ({ normalizer }, scope) => {
    if (normalizer) return [normalizeRoute({ normalizer }), sourcesRoute()]
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return [normalizeRoute({ normalizer: pooled.normalize }), sourcesRoute()]
  },
})
