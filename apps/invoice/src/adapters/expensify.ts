/**
 * Expensify Integration Server report export (`reportList`, `get` job with the documented report and
 * transaction fields): https://integrations.expensify.com/Integration-Server/doc/#report-exporter.
 * A report is the employee's claim: amounts are integer cents of `currency`, transaction `created` is
 * `YYYY-MM-DD`; the employee is the vendor (who claims), the policy owner the customer.
 * The export is the caller's Freemarker template over Expensify's variables
 * (https://integrations.expensify.com/Integration-Server/doc/export_report_template.html), so the
 * members are those variables' names: report `reportID`, `reportName`, `status`, `total` (cents),
 * `currency`, `created`, `submitted`, `reimbursed`, `accountID`, `accountEmail`, `policyName`,
 * `managerEmail`, `transactionList`; expense `amount` (cents), `modifiedAmount`, `merchant`,
 * `category`, `comment`, `created`, `transactionID`. `employeeName` is no Expensify variable (a
 * template's own member, read when present).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Txn {
  transactionID?: string
  merchant?: string
  amount?: number
  modifiedAmount?: number | null
  currency?: string
  created?: string
  category?: string
  comment?: string
  reimbursable?: boolean
}
interface Report {
  reportID: string
  reportName?: string
  status?: string
  total?: number
  currency?: string
  created?: string
  submitted?: string
  reimbursed?: string
  accountID?: string | number
  accountEmail?: string
  employeeName?: string
  policyName?: string
  managerEmail?: string
  transactionList?: Txn[]
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['Open'],
  open: ['Processing', 'Approved'],
  paid: ['Reimbursed', 'Archived', 'Closed'],
})

export const expensify = defineAdapter<Report, InvoiceDraft>({
  key: 'expensify',
  category: 'expense',
  source: {
    object: 'Report (Report Exporter)',
    apiVersion: 'Integration Server',
    docs: 'https://integrations.expensify.com/Integration-Server/doc/#report-exporter',
  },
  detect: { required: ['reportID', 'transactionList'], bonus: ['reportName', 'accountEmail', 'policyName', 'total'] },
  envelopes: ['reportList.0'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    return {
      vendorInvoiceId: p.reportID,
      invoiceNumber: p.reportID,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.submitted ?? p.created, undefined, 'issueDate'),
      paidAt: ctx.date(p.reimbursed, undefined, 'paidAt'),
      currency: money.currency,
      total: money(p.total),
      lineItems: ctx.list(p.transactionList, (t: Txn) => ({
        description: [t.merchant, t.category, t.comment].filter(Boolean).join(' — ') || undefined,
        quantity: 1,
        lineTotal: money(t.modifiedAmount ?? t.amount),
        sku: t.transactionID,
      })),
      vendor: { id: ctx.text(p.accountID), name: p.employeeName, email: p.accountEmail },
      customer: { name: p.policyName, email: p.managerEmail },
      notes: p.reportName,
    }
  },
})
