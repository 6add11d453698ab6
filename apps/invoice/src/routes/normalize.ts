/** POST /normalize: one vendor invoice -> the canonical invoice (large bodies run in the worker pool). */
import { defineRoute } from '@svc/core'
import type { InvoiceNormalizer } from '../infra/invoice-normalizer.js'
import { NormalizeBody, NormalizeReply } from '../schemas/normalize.js'

export const normalizeRoute = ({ normalizer }: { normalizer: InvoiceNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize one vendor invoice to the canonical invoice',
    description:
      '`source` names the vendor (GET /sources) or `generic`; omitted, the vendor is detected from the payload shape and reported in `detectedSource`.',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    handler: ({ body, request }) => normalizer(body, Number(request.headers['content-length'] ?? 0)),
  })
