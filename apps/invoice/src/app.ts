/** The invoice normalizer service (see README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { normalizeInvoiceList } from './domain/normalize-invoice.js'
import { invoiceErrors } from './errors.js'
import { type InvoiceListNormalizer, type InvoiceNormalizer, pooledNormalizer } from './infra/invoice-normalizer.js'
import { normalizeListRoute, normalizeRoute } from './routes/normalize.js'
import { sourcesRoute } from './routes/sources.js'

/** `normalizer` (tests) replaces the pool; `listNormalizer` defaults to the list work run inline. */
export const invoice = defineService<{ normalizer: InvoiceNormalizer; listNormalizer?: InvoiceListNormalizer }>({
  name: 'invoice',
  version: readVersion(import.meta.url),
  description:
    'Normalizes one vendor invoice (40+ accounting, payment, marketplace, POS and expense APIs, or generic shapes) to one canonical invoice.',
  port: 3008,
  bodyLimit: megabytes(15),
  errors: invoiceErrors,
  routes: ({ normalizer, listNormalizer }, scope) => {
    if (normalizer)
      return [
        normalizeRoute({ normalizer }),
        normalizeListRoute({ normalizeList: listNormalizer ?? normalizeInvoiceList }),
        sourcesRoute(),
      ]
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return [
      normalizeRoute({ normalizer: pooled.normalize }),
      normalizeListRoute({ normalizeList: pooled.normalizeList }),
      sourcesRoute(),
    ]
  },
})
