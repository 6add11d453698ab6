/**
 * Generic mode `invoice_shaped`: plain JSON with recognizable invoice members under any common
 * spelling (vocabulary.ts). The catch-all mode: its score ceiling is below the specific modes'.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'
import { readHeuristic } from './read-heuristic.js'
import { KEYS } from './vocabulary.js'

export const invoiceShaped = defineAdapter<Record<string, unknown>, InvoiceDraft>({
  key: 'invoice_shaped',
  kind: 'generic',
  category: 'generic',
  confidence: 0.6,
  source: {
    object: 'any JSON object with invoice members',
    apiVersion: 'n/a',
    docs: 'https://en.wikipedia.org/wiki/Invoice',
  },
  detect: {
    required: [
      [...KEYS.total, ...KEYS.subtotal, ...KEYS.lines],
      [...KEYS.number, ...KEYS.issueDate, ...KEYS.dueDate],
    ],
    bonus: [KEYS.currency, KEYS.lines, KEYS.number, KEYS.customer, KEYS.issueDate],
    ceiling: 0.7,
  },
  normalize: (p, ctx) => readHeuristic(p, ctx),
})
