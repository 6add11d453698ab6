/**
 * The canonical invoice (README.md). One zod declaration
 * gives the reply validation in tests, the OpenAPI document and the types; adapters import types only.
 * Every member is always present: a value the vendor did not send is `null` (or `[]`), never invented.
 */
import { z } from 'zod'

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible', 'overdue', 'partially_paid'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

const Amount = z.number().nullable()
const Text = z.string().nullable()

export const AddressShape = z
  .object({
    lines: z.array(z.string()),
    city: z.string().optional(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().optional().meta({ description: 'ISO 3166-1 alpha-2' }),
    countryRaw: z.string().optional().meta({ description: 'The country as written when it is not mappable' }),
  })
  .meta({ id: 'Address' })

export const PartyShape = z
  .object({ id: Text, name: Text, email: Text, phone: Text, taxId: Text, address: AddressShape.nullable() })
  .meta({ id: 'Party', description: 'Customer (bill-to) or vendor (seller / supplier).' })

export const LineItemShape = z
  .object({
    description: Text,
    quantity: z.number().nullable(),
    unitPrice: Amount,
    discount: Amount,
    tax: Amount,
    lineTotal: Amount.meta({
      description: 'The line amount as the vendor states it (see README: tax and discount basis).',
    }),
    sku: Text,
  })
  .meta({ id: 'LineItem' })

export const TaxShape = z
  .object({ name: Text, rate: z.number().nullable().meta({ description: 'Percent: 8.25 = 8.25 %' }), amount: Amount })
  .meta({ id: 'TaxLine' })

export const WarningShape = z
  .object({ code: z.string(), message: z.string(), field: z.string().optional() })
  .meta({ id: 'NormalizationWarning' })

export const InvoiceReply = z
  .object({
    invoiceId: z
      .string()
      .meta({ description: '`<adapter>:<vendor id or invoice number>`; a content hash when the vendor has neither' }),
    vendorInvoiceId: Text.meta({ description: "The vendor's own id for the object" }),
    invoiceNumber: Text,
    status: z.enum(INVOICE_STATUSES).nullable(),
    issueDate: Text,
    dueDate: Text,
    paidAt: Text,
    currency: Text.meta({ description: 'ISO 4217' }),
    subtotal: Amount,
    discountTotal: Amount,
    taxTotal: Amount,
    shippingTotal: Amount,
    total: Amount,
    amountPaid: Amount,
    amountDue: Amount,
    lineItems: z.array(LineItemShape),
    taxes: z.array(TaxShape),
    customer: PartyShape.nullable(),
    vendor: PartyShape.nullable(),
    paymentTerms: Text,
    notes: Text,
    confidence: z.number().min(0).max(1),
    normalizationWarnings: z.array(WarningShape),
    detectedSource: z
      .string()
      .optional()
      .meta({ description: 'Present when the vendor was inferred (no `source` sent)' }),
    sourceMeta: z.object({
      adapter: z.string(),
      category: z.string(),
      object: z.string(),
      apiVersion: z.string(),
      genericMode: z.string().optional(),
      derivedFields: z
        .array(z.string())
        .meta({ description: 'Members computed from others (subtotal from lines, ...)' }),
    }),
  })
  .meta({ id: 'Invoice' })

export type Invoice = z.output<typeof InvoiceReply>
export type Party = z.output<typeof PartyShape>
export type LineItem = z.output<typeof LineItemShape>
export type TaxLine = z.output<typeof TaxShape>

type Draft<T> = { [K in keyof T]?: T[K] | undefined | null }

/** What an adapter returns: any subset of the canonical members; the domain fills the rest. */
export interface InvoiceDraft
  extends Draft<
    Omit<
      Invoice,
      | 'lineItems'
      | 'taxes'
      | 'customer'
      | 'vendor'
      | 'invoiceId'
      | 'confidence'
      | 'normalizationWarnings'
      | 'detectedSource'
      | 'sourceMeta'
    >
  > {
  lineItems?: Draft<LineItem>[]
  taxes?: Draft<TaxLine>[]
  customer?: Draft<Party> | undefined
  vendor?: Draft<Party> | undefined
}
