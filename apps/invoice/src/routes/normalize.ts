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
      '`source` names the vendor (GET /sources) or `generic`; omitted, the vendor is detected from the payload shape and reported in `detectedSource`.\n\n' +
      'Amounts are JSON numbers in major units, exact: a line total derived from unit price × quantity is rounded once, half away from zero (3 × 0.335 = 1.01). ' +
      'A decimal string is read exactly; an amount sent as a JSON number at or beyond 10^15 units of its currency (a Stripe `total` of 9007199254740993) may already have been changed by the JSON parser and is left out with the warning AMOUNT_PRECISION_LOST, so send such amounts as decimal strings. ' +
      'An exact amount no JSON number carries is left out with AMOUNT_NOT_REPRESENTABLE, never rounded to the nearest double. ' +
      'Epoch dates are read in the unit their size implies (EPOCH_UNIT_CORRECTED when it contradicts the vendor field); leap seconds, offsets beyond ±18:00 and years outside 0001-9999 are INVALID_DATE.',
    reply: NormalizeReply,
    handle: (request, bodyBytes) => normalizer(request, bodyBytes),
  })
