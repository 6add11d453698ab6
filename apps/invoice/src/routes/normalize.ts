/**
 * POST /normalize: one vendor invoice -> the canonical invoice; POST /normalize/list: a vendor list
 * response -> one invoice per item (large bodies run in the worker pool).
 */
import { normalizeRoute as kitNormalizeRoute } from '@svc/normalize-kit/route'
import type { InvoiceListNormalizer, InvoiceNormalizer } from '../infra/invoice-normalizer.js'
import { NORMALIZE_EXAMPLE, NORMALIZE_LIST_EXAMPLE, NormalizeListReply, NormalizeReply } from '../schemas/normalize.js'

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
      'Epoch dates are read in the unit their size implies (EPOCH_UNIT_CORRECTED when it contradicts the vendor field); leap seconds, offsets beyond ±18:00 and years outside 0001-9999 are INVALID_DATE.\n\n' +
      "The vendor's own envelopes are read: a list holding one invoice (Xero `{ Invoices: [one] }`) is that invoice; a list of several is 422 LIST_PAYLOAD (use /normalize/list); the vendor's error body (Stripe `{ error }`, Xero `ValidationException`, Shopify `{ errors }`, QuickBooks `{ Fault }`) is 422 VENDOR_ERROR with the vendor's reason and `vendorCode`; a payload with no id, number, amounts, lines or dates is 422 EMPTY_INVOICE.",
    reply: NormalizeReply,
    handle: (request, bodyBytes) => normalizer(request, bodyBytes),
  })

export const normalizeListRoute = ({ normalizeList }: { normalizeList: InvoiceListNormalizer }) =>
  kitNormalizeRoute({
    url: '/normalize/list',
    field: 'source',
    listPath: '/sources',
    example: { payload: NORMALIZE_LIST_EXAMPLE },
    summary: "Normalize a vendor's list or query response to one canonical invoice per item",
    description:
      'For the list responses of the vendor APIs (Stripe `{ object: "list", data }`, Xero `{ Invoices }`, Shopify `{ orders }`, QuickBooks `{ QueryResponse: { Invoice } }`): one invoice per item, in order, each normalized as POST /normalize would. ' +
      'An item the vendor marked as failed (Xero `StatusAttributeString: "ERROR"` with `ValidationErrors`) and an item that cannot be normalized are entries in `errors` with the item\'s position, the vendor\'s reason and code; the other items are still normalized. ' +
      "The vendor's error body is one `errors` entry (VENDOR_ERROR, no `item`). A payload that is no list is read as a list of one. `source` applies to every item. At most 1,000 items are read; beyond that an `errors` entry TOO_MANY_ITEMS says how many the list held.",
    reply: NormalizeListReply,
    handle: (request, bodyBytes) => normalizeList(request, bodyBytes),
  })
