/**
 * POST /normalize: `{ payload, source? }` in (body built by the kit's route factory), one canonical
 * invoice out. POST /normalize/list: the same body holding a vendor list, `{ invoices, errors }` out.
 */
import { z } from 'zod'
import { InvoiceReply } from '../canonical/invoice.js'

export const NORMALIZE_EXAMPLE = {
  id: 'in_1MtHbELkdIwHu7ixl4OzzPMv',
  object: 'invoice',
  currency: 'usd',
  created: 1680644467,
  status: 'paid',
  number: 'A1B2C3D4-0001',
  customer_name: 'Jenny Rosen',
  subtotal: 15000,
  total: 15000,
  amount_due: 15000,
  amount_paid: 15000,
  lines: {
    object: 'list',
    data: [
      { description: 'Pro plan', amount: 10000, quantity: 1 },
      { description: 'Extra seats', amount: 5000, quantity: 2 },
    ],
  },
}

export const NormalizeReply = InvoiceReply

/**
 * A Xero GET /Invoices response: the first invoice from Xero's published example (members shortened),
 * the second modelled on Xero's per-invoice error (`StatusAttributeString: "ERROR"`, `ValidationErrors`).
 */
export const NORMALIZE_LIST_EXAMPLE = {
  Id: '900c500b-e83c-4ce2-902a-b8ba04751748',
  Status: 'OK',
  Invoices: [
    {
      Type: 'ACCREC',
      InvoiceID: '7ef31b20-de17-4312-8382-412f869b1510',
      InvoiceNumber: 'INV-0003',
      DateString: '2018-11-02T00:00:00',
      DueDateString: '2018-11-07T00:00:00',
      Status: 'AUTHORISED',
      LineAmountTypes: 'Exclusive',
      LineItems: [],
      SubTotal: 100.0,
      TotalTax: 15.0,
      Total: 115.0,
      AmountDue: 115.0,
      CurrencyCode: 'NZD',
    },
    {
      Type: 'ACCREC',
      InvoiceID: 'a2bb4d3c-0f5e-4d8f-9d0e-b3f1c6f6b4a1',
      InvoiceNumber: 'INV-0004',
      Status: 'AUTHORISED',
      LineAmountTypes: 'Exclusive',
      StatusAttributeString: 'ERROR',
      ValidationErrors: [{ Message: 'Invoice # must be unique.' }],
    },
  ],
}

export const ListErrorShape = z
  .object({
    item: z.number().int().min(0).optional().meta({
      description: "The item's position in the vendor's list; absent when the whole payload is the vendor's error body",
    }),
    error: z.string().meta({
      description:
        'VENDOR_ERROR (the vendor reported this error), MALFORMED_PAYLOAD, UNRECOGNIZED_PAYLOAD, EMPTY_INVOICE, or TOO_MANY_ITEMS (more than 1,000 items: the rest were not read)',
    }),
    message: z.string().meta({ description: "The reason; for VENDOR_ERROR the vendor's own, bounded" }),
    vendorCode: z.string().optional().meta({ description: "VENDOR_ERROR: the vendor's own code" }),
  })
  .meta({ id: 'InvoiceListError' })

export const NormalizeListReply = z
  .object({
    invoices: z.array(InvoiceReply).meta({ description: "One invoice per list item, in the vendor's order" }),
    errors: z.array(ListErrorShape),
  })
  .meta({ id: 'InvoiceList' })
