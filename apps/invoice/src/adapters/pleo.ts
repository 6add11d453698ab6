/**
 * Pleo Open API export item (`ExportItem` of the Export API v3 jobs, a card expense with its receipt
 * data): https://developers.pleo.io/reference. Money is `{ value, currency }` in major units; the
 * supplier is the vendor; VAT lines sit in `vat.lines`; timestamps are ISO 8601 UTC.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { value?: number | string; currency?: string }
interface PleoExpense {
  id: string
  type?: string
  status?: string
  performedAt?: string
  settledAt?: string
  amount?: { inSupplierCurrency?: Money; inWalletCurrency?: Money }
  supplier?: { name?: string; vatNumber?: string; countryCode?: string }
  employee?: { id?: string; name?: string; email?: string }
  companyId?: string
  note?: string
  category?: { name?: string }
  vat?: { lines?: { rate?: number; amount?: Money; netAmount?: Money }[] }
  receiptNumber?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['PENDING', 'AUTHORIZED'],
  paid: ['SETTLED', 'EXPORTED', 'REFUNDED'],
  void: ['DECLINED', 'CANCELLED'],
})

export const pleo = defineAdapter<PleoExpense, InvoiceDraft>({
  key: 'pleo',
  category: 'expense',
  source: { object: 'ExportItem (expense)', apiVersion: 'Export API v3', docs: 'https://developers.pleo.io/reference' },
  detect: {
    required: ['id', 'amount.inSupplierCurrency.value', 'supplier.name'],
    bonus: ['performedAt', 'vat.lines', 'amount.inWalletCurrency', 'employee'],
  },
  envelopes: ['data'],
  normalize(p, ctx) {
    const m = p.amount?.inSupplierCurrency
    const money = ctx.major(m?.currency)
    const vat = p.vat?.lines ?? []
    const status = ctx.code(STATUS, p.status, 'status')
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.receiptNumber ?? p.id,
      status,
      issueDate: ctx.date(p.performedAt, undefined, 'issueDate'),
      paidAt: status === 'paid' ? ctx.date(p.settledAt ?? p.performedAt, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: vat.length ? money.sum(vat.map((l) => l.netAmount?.value)) : undefined,
      taxTotal: vat.length ? money.sum(vat.map((l) => l.amount?.value)) : undefined,
      total: money(m?.value),
      lineItems: [{ description: p.note ?? p.category?.name, quantity: 1, lineTotal: money(m?.value) }],
      taxes: vat.map((l) => ({ name: 'VAT', rate: l.rate, amount: money(l.amount?.value) })),
      vendor: {
        name: p.supplier?.name,
        taxId: p.supplier?.vatNumber,
        address: ctx.address(p.supplier?.countryCode ? { country: p.supplier.countryCode } : undefined),
      },
      customer: { id: p.companyId, name: p.employee?.name, email: p.employee?.email },
      notes: p.category?.name,
    }
  },
})
