/**
 * POST /normalize in the domain: resolve the adapter (named, `generic`, or detected), normalize, and
 * for a webhook envelope whose inner object a vendor adapter recognizes, use that vendor (mode
 * `webhook`). Then complete the members, check totals, and score confidence from the warnings.
 */
import { createHash } from 'node:crypto'
import {
  missingFields,
  type Normalized,
  normalizeWith,
  type SourceVocabulary,
  scoreConfidence,
} from '@svc/normalize-kit'
import { innerInvoice } from '../adapters/generic/webhook.js'
import { registry } from '../adapters/index.js'
import type { Invoice, InvoiceDraft } from '../canonical/invoice.js'
import { checkTotals } from './check-totals.js'
import { completeInvoice } from './complete-invoice.js'
import { INVOICE_WARNINGS } from './warnings.js'

export const VOCABULARY: SourceVocabulary = { field: 'source', listPath: '/sources' }
/** A 15 MB body holds at most ~100,000 realistic lines; beyond that LIST_TRUNCATED. */
const MAX_LINES = 100_000
/** Members whose absence lowers confidence (currency is covered by CURRENCY_MISSING). */
const CORE_FIELDS = ['total', 'issueDate', 'lineItems', 'status']

export interface NormalizeRequest {
  payload: Record<string, unknown>
  source?: string | undefined
}

function resolve(request: NormalizeRequest): { run: Normalized<InvoiceDraft>; mode?: string } {
  const run = normalizeWith(registry, request.payload, {
    source: request.source,
    vocabulary: VOCABULARY,
    maxListItems: MAX_LINES,
  })
  if (run.adapter.key !== 'webhook') return run.adapter.kind === 'generic' ? { run, mode: run.adapter.key } : { run }
  // `generic` asked for the heuristics: only a detected (or `webhook`-named) envelope is offered to the vendors.
  if (request.source !== undefined && request.source.toLowerCase() !== 'webhook') return { run, mode: 'webhook' }
  const inner = innerInvoice(request.payload)
  const vendor = inner && registry.detect(inner)
  if (vendor?.adapter.kind !== 'vendor') return { run, mode: 'webhook' }
  const unwrapped = normalizeWith(registry, inner, {
    source: vendor.adapter.key,
    vocabulary: VOCABULARY,
    maxListItems: MAX_LINES,
  })
  return { run: { ...unwrapped, detected: run.detected }, mode: 'webhook' }
}

function invoiceId(
  key: string,
  members: { vendorInvoiceId: string | null; invoiceNumber: string | null },
  payload: unknown,
): string {
  const own = members.vendorInvoiceId ?? members.invoiceNumber
  if (own) return `${key}:${own}`
  return `${key}:sha256-${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16)}`
}

export function normalizeInvoice(request: NormalizeRequest): Invoice {
  const { run, mode } = resolve(request)
  const { adapter, ctx } = run
  const { members, derived, warnings } = completeInvoice(run.record)
  for (const w of warnings) ctx.warn(w.code, w.message, w.field)
  for (const w of checkTotals(members, derived)) ctx.warn(w.code, w.message, w.field)
  const missing = missingFields(members, CORE_FIELDS)
  if (!members.invoiceNumber && !members.vendorInvoiceId) missing.push('invoiceNumber')
  const kind = mode && adapter.kind === 'vendor' ? 'vendor' : adapter.kind
  const confidence = scoreConfidence(
    { kind, base: adapter.confidence, missingFields: missing, warnings: ctx.warnings },
    INVOICE_WARNINGS,
  )
  const key = adapter.kind === 'generic' ? 'generic' : adapter.key
  return {
    invoiceId: invoiceId(key, members, request.payload),
    ...members,
    confidence,
    normalizationWarnings: [...ctx.warnings],
    ...(run.detected ? { detectedSource: key } : {}),
    sourceMeta: {
      adapter: key,
      category: adapter.category,
      object: adapter.source.object,
      apiVersion: adapter.source.apiVersion,
      ...(mode ? { genericMode: mode } : {}),
      derivedFields: derived,
    },
  }
}
