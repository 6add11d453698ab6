/** POST /normalize: one vendor invoice -> the canonical invoice (large bodies run in the worker pool). */
import { normalizeRoute as kitNormalizeRoute } from '@svc/normalize-kit/route'
import type { InvoiceNormalizer } from '../infra/invoice-normalizer.js'
import { NORMALIZE_EXAMPLE, NormalizeReply } from '../schemas/normalize.js'

export const normalizeRoute = ({ normalizer }: { normalizer: InvoiceNormalizer }) =>
  kitNormalizeRoute({
    field: 'source',
    listPath: '/sources',
    example: { payload: NORMALIZE_EXAMPLE },
    summary: 'Normalize one vendor invoice to the canonical invoice',
    description:
      '`source` names the vendor (GET /sources) or `generic`; omitted, the vendor is detected from the payload shape and reported in `detectedSource`.',
    reply: NormalizeReply,
    handle: (request, bodyBytes) => normalizer(request, bodyBytes),
  })
