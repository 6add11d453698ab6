/**
 * Brex Expenses API `Expense` (GET /v1/expenses/card/{expense_id}?expand[]=merchant): https://developer.brex.com/openapi/expenses_api/.
 * Money is `{ amount, currency }` in the smallest denomination (minor units); timestamps are ISO 8601.
 * One card purchase = one receipt: the merchant is the vendor.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { amount?: number; currency?: string }
interface BrexExpense {
  id: string
  memo?: string
  category?: string
  expense_type?: string
  status?: string
  payment_status?: string
  purchased_at?: string
  updated_at?: string
  original_amount?: Money
  billing_amount?: Money
  merchant?: { raw_descriptor?: string; mcc?: string; country?: string }
  merchant_id?: string
  user_id?: string
  spending_entity_id?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['NOT_STARTED', 'PROCESSING', 'AWAITING_PAYMENT', 'SCHEDULED'],
  paid: ['CLEARED', 'REFUNDED', 'REFUNDING', 'CREDITED', 'CASH_ADVANCE'],
  void: ['CANCELED', 'DECLINED'],
})

export const brex = defineAdapter<BrexExpense, InvoiceDraft>({
  key: 'brex',
  category: 'expense',
  source: {
    object: 'Expense',
    apiVersion: 'Expenses API v1',
    docs: 'https://developer.brex.com/openapi/expenses_api/',
  },
  detect: {
    required: ['expense_type', 'original_amount.amount', 'purchased_at'],
    bonus: ['payment_status', 'billing_amount', 'merchant', 'budget_id'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.original_amount?.currency)
    const status = ctx.code(STATUS, p.payment_status, 'status')
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.id,
      status,
      issueDate: ctx.date(p.purchased_at, undefined, 'issueDate'),
      paidAt: status === 'paid' ? ctx.date(p.updated_at, undefined, 'paidAt') : undefined,
      currency: money.currency,
      total: money(p.original_amount?.amount),
      lineItems: [{ description: p.memo ?? p.category, quantity: 1, lineTotal: money(p.original_amount?.amount) }],
      vendor: {
        id: p.merchant_id,
        name: p.merchant?.raw_descriptor,
        address: ctx.address(p.merchant?.country ? { country: p.merchant.country } : undefined),
      },
      customer: { id: p.spending_entity_id ?? p.user_id },
      notes: p.category,
    }
  },
})
