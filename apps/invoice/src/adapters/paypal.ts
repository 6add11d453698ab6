/**
 * PayPal Invoicing API v2 `invoice` (GET /v2/invoicing/invoices/{id}):
 * https://developer.paypal.com/docs/api/invoicing/v2/. Money is `{ currency_code, value }` with
 * string major units; dates are `YYYY-MM-DD`; the bill-to party is `primary_recipients[0].billing_info`.
 * `breakdown.custom` (packing, handling) is counted with shipping: the canonical invoice has no other charge member.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { currency_code?: string; value?: string }
interface Item {
  name?: string
  description?: string
  quantity?: string
  unit_amount?: Money
  tax?: { name?: string; percent?: string; amount?: Money }
  discount?: Charge
}
interface Party {
  name?: { given_name?: string; surname?: string; full_name?: string }
  business_name?: string
  email_address?: string
  phones?: { national_number?: string }[]
  address?: unknown
  tax_id?: string
}
type Detail = Partial<Record<'invoice_number' | 'invoice_date' | 'currency_code' | 'note' | 'memo' | 'term', string>>
type Charge = { amount?: Money }
type Breakdown = Partial<Record<'item_total' | 'tax_total', Money> & Record<'shipping' | 'custom', Charge>>
interface PayPalInvoice {
  id: string
  status?: string
  detail: Detail & { payment_term?: { term_type?: string; due_date?: string } }
  invoicer?: Party
  primary_recipients?: { billing_info?: Party }[]
  items?: Item[]
  amount?: Money & { breakdown?: Breakdown & { discount?: { invoice_discount?: Charge; item_discount?: Money } } }
  due_amount?: Money
  payments?: { paid_amount?: Money; transactions?: { payment_date?: string }[] }
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT'],
  open: ['SENT', 'SCHEDULED', 'UNPAID', 'PAYMENT_PENDING'],
  partially_paid: ['PARTIALLY_PAID'],
  paid: ['PAID', 'MARKED_AS_PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'MARKED_AS_REFUNDED'],
  void: ['CANCELLED'],
})

const abs = (v: number | undefined) => (v === undefined ? undefined : Math.abs(v))

export const paypal = defineAdapter<PayPalInvoice, InvoiceDraft>({
  key: 'paypal',
  aliases: ['paypal_invoicing'],
  category: 'payments',
  source: {
    object: 'Invoice',
    apiVersion: 'Invoicing v2',
    docs: 'https://developer.paypal.com/docs/api/invoicing/v2/',
  },
  detect: {
    required: ['detail.invoice_number', 'amount.value'],
    matches: { id: /^INV2-/ },
    bonus: ['items', 'primary_recipients', 'invoicer', 'due_amount'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.detail.currency_code ?? p.amount?.currency_code)
    const b = p.amount?.breakdown
    const party = (x: Party | undefined) =>
      x && {
        name: x.business_name ?? ctx.name(x.name?.full_name ?? x.name),
        email: x.email_address,
        phone: x.phones?.[0]?.national_number,
        taxId: x.tax_id,
        address: ctx.address(x.address),
      }
    const discounts = [b?.discount?.invoice_discount?.amount?.value, b?.discount?.item_discount?.value]
    const charges = [b?.shipping?.amount?.value, b?.custom?.amount?.value].filter((v) => v !== undefined)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.detail.invoice_number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.detail.invoice_date, undefined, 'issueDate'),
      dueDate: ctx.date(p.detail.payment_term?.due_date, undefined, 'dueDate'),
      paidAt: ctx.date(p.payments?.transactions?.at(-1)?.payment_date, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(b?.item_total?.value),
      discountTotal: b?.discount ? abs(money.sum(discounts)) : undefined,
      taxTotal: money(b?.tax_total?.value),
      shippingTotal: charges.length ? money.sum(charges) : undefined,
      total: money(p.amount?.value),
      amountPaid: money(p.payments?.paid_amount?.value),
      amountDue: money(p.due_amount?.value),
      lineItems: ctx.list(p.items, (i: Item) => ({
        description: [i.name, i.description].filter(Boolean).join(' — ') || undefined,
        quantity: ctx.number(i.quantity),
        unitPrice: money.unit(i.unit_amount?.value),
        discount: money(i.discount?.amount?.value),
        tax: money(i.tax?.amount?.value),
      })),
      taxes: ctx.list(p.items, (i: Item) =>
        i.tax ? { name: i.tax.name, rate: ctx.number(i.tax.percent), amount: money(i.tax.amount?.value) } : undefined,
      ),
      customer: party(p.primary_recipients?.[0]?.billing_info),
      vendor: party(p.invoicer),
      paymentTerms: p.detail.payment_term?.term_type ?? p.detail.term,
      notes: p.detail.note ?? p.detail.memo,
    }
  },
})
