/**
 * One table row per vendor fixture: the values a reader of the vendor's documented example expects
 * (totals, dates, currency, line count, customer, warnings). Each category's test file passes its rows.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

export interface FixtureRow {
  key: string
  file: string
  invoiceNumber: string | null
  status: string | null
  issueDate: string | null
  currency: string | null
  subtotal: number | null
  taxTotal: number | null
  total: number | null
  amountDue: number | null
  lines: number
  customer: string | null
  warnings: string[]
  confidence: number
}

const FIXTURES = new URL('../fixtures/', import.meta.url)

export function describeFixtures(category: string, rows: readonly FixtureRow[]): void {
  describe(`${category} adapters on their vendors' documented examples`, () => {
    it.each(rows.map((row) => [`${row.key}/${row.file}`, row] as const))('%s', (_, row) => {
      const payload = loadFixture(FIXTURES, row.key, row.file) as Record<string, unknown>
      const detected = normalizeInvoice({ payload })
      expect(detected.detectedSource).toBe(row.key)
      expect(detected.sourceMeta.adapter).toBe(row.key)
      expect({
        invoiceNumber: detected.invoiceNumber,
        status: detected.status,
        issueDate: detected.issueDate,
        currency: detected.currency,
        subtotal: detected.subtotal,
        taxTotal: detected.taxTotal,
        total: detected.total,
        amountDue: detected.amountDue,
        lines: detected.lineItems.length,
        customer: detected.customer?.name ?? detected.customer?.id ?? null,
        warnings: detected.normalizationWarnings.map((w) => w.code),
        confidence: detected.confidence,
      }).toEqual({ ...row, key: undefined, file: undefined })
      expect(detected.lineItems.every((l) => l.lineTotal !== null)).toBe(true)
      const named = normalizeInvoice({ payload, source: row.key })
      expect(named.detectedSource).toBeUndefined()
      expect({ ...named, detectedSource: row.key }).toEqual(detected)
    })
  })
}
