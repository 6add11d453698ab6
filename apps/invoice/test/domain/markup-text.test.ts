/**
 * Words a vendor may write in markup (line descriptions, customer and vendor names, tax names, terms,
 * notes) leave as text through normalize-kit's `plainText`: every HTML reference decoded once and
 * case-sensitively, tags removed; markup-free text (`R&D`, `a < b`) stays as written.
 */
import { loadFixture, MARKUP_TEXT_CASES } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)

function stripeWith(text: string) {
  const invoice = structuredClone(loadFixture(FIXTURES, 'stripe', 'invoice.json')) as Record<string, unknown>
  const lines = invoice.lines as { data: Record<string, unknown>[] }
  expect(lines.data.length).toBeGreaterThan(0)
  lines.data[0] = { ...lines.data[0], description: text }
  return normalizeInvoice({
    payload: { ...invoice, customer_name: text, account_name: text, description: text },
  })
}

const CASES: [string, string, string][] = [
  ...MARKUP_TEXT_CASES,
  ['a paragraph with script', '<p>Fish &amp; Chips</p><script>alert(1)</script>', 'Fish & Chips'],
]

describe('text from vendor markup', () => {
  it.each(CASES)('%s', (_, written, read) => {
    const invoice = stripeWith(written)
    expect(invoice.lineItems[0]?.description).toBe(read)
    expect(invoice.customer?.name).toBe(read)
    expect(invoice.vendor?.name).toBe(read)
    expect(invoice.notes).toBe(read)
  })

  const rewritten = (key: string, file: string, from: string, to: string) => {
    const text = JSON.stringify(loadFixture(FIXTURES, key, file))
    expect(text, `${key}/${file} holds ${from}`).toContain(from)
    return normalizeInvoice({ payload: JSON.parse(text.replace(from, to)) as Record<string, unknown> })
  }
  it('payment terms (FreshBooks)', () => {
    const invoice = rewritten(
      'freshbooks',
      'invoice.json',
      '"terms":"Net 30"',
      '"terms":"Net 30 &ndash; <b>&Eacute;</b>"',
    )
    expect(invoice.paymentTerms).toBe('Net 30 – É')
  })
  it('tax names (Chargebee)', () => {
    const invoice = rewritten(
      'chargebee',
      'invoice.json',
      '"description":"CA State Tax @ 3%"',
      '"description":"CA State Tax &#x40; 3&percnt; &amp;amp; more"',
    )
    expect(invoice.taxes[0]?.name).toBe('CA State Tax @ 3% &amp; more')
  })
})
