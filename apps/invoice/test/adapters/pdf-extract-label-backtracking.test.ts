/**
 * pdf_extract's label regex backtracked: `"total " + "1 " x 16000 + "x"` (32 KB) held the event loop for
 * 12-17 s, growing with the square of the input. Labels are now read from the line's end (linear); the
 * item-row and tax-rate regexes are fenced the same way. The differential property keeps the answers of
 * the old single-regex reader on inputs small enough for it to finish.
 */

import { isAppError } from '@svc/core/errors'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AMOUNT, label, REFERENCE, ROW, TAX_RATE } from '../../src/adapters/generic/pdf-extract.js'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const HOSTILE: Record<string, (n: number) => string> = {
  'total label then digits and blanks, no value at the end': (n) => `total ${'1 '.repeat(n)}x`,
  'invoice number label then a word that never ends the line': (n) => `invoice # ${'a'.repeat(2 * n)}!`,
  'tax line of digits with no percent sign': (n) => `tax ${'1'.repeat(2 * n)}`,
  'item row: a blank run with no quantity after it': (n) => `a${' '.repeat(2 * n)}x`,
  'subtotal label split by a blank run': (n) => `sub${' '.repeat(2 * n)}x`,
  'item row: digits and commas with no decimals': (n) => `a  1 ${'1,'.repeat(n)}x`,
  'many label lines each failing at the end': (n) => 'total 1 1 1 1 1 1 1 1 1 1 1 1 1 1 x\n'.repeat(n / 16),
  'label lines each followed by a long line of digits': (n) => `total\n${'1 '.repeat(1_000)}x\n`.repeat(n / 1_000),
}

function elapsed(text: string): number {
  const started = performance.now()
  try {
    normalizeInvoice({ payload: { text }, source: 'pdf_extract' })
  } catch (error) {
    // Text in which nothing is found is EMPTY_INVOICE, answered after the whole text was read.
    if (!isAppError(error) || error.code !== 'EMPTY_INVOICE') throw error
  }
  return performance.now() - started
}

describe('pdf_extract label regex backtracking', () => {
  it.each(Object.keys(HOSTILE))('%s: 256 KB read in well under a second (linear in the input)', (name) => {
    const make = HOSTILE[name] as (n: number) => string
    const text = make(128_000)
    expect(text.length).toBeGreaterThan(250_000)
    // 32 KB of the first case took 12-17 s before; 256 KB now takes 20-150 ms at load average 8 on 2 cores.
    expect(elapsed(text)).toBeLessThan(2_000)
  })

  it('still reads the labels it read before', () => {
    const text = [
      'Invoice #: INV-2024/001',
      'Sub-Total:   1,234.50',
      'Tax (8.25%): 101.85',
      'Shipping  USD 12.00',
      'Total: (1 336.35)',
      'Amount Due: 1336',
      'Payment terms: Net 30',
    ].join('\r\n')
    expect([
      label(text, String.raw`invoice\s*(?:number|no\.?|#)`, REFERENCE),
      label(text, String.raw`sub(?:\s*-)?\s*total`, AMOUNT),
      label(text, 'tax', AMOUNT),
      label(text, 'shipping', AMOUNT),
      label(text, 'total', AMOUNT),
      label(text, 'amount due', AMOUNT),
      label(text, 'terms|payment terms'),
      label('Total: 12 and: 5', 'total', AMOUNT),
      label('Total 12 items 5\nTotal: 7', 'total', AMOUNT),
    ]).toEqual(['INV-2024/001', '1,234.50', '101.85', 'USD 12.00', '(1 336.35)', '1336', 'Net 30', undefined, '5'])
  })

  it('answers what the old single regex answered, on lines short enough for it', () => {
    const old = (text: string, names: string, value: string) =>
      new RegExp(String.raw`^[ \t]*(?:${names})[^\n:]*?[:#]?[ \t]*${value}[ \t]*$`, 'im').exec(text)?.[1]?.trim()
    const OLD_AMOUNT = String.raw`([-(]?[A-Z]{0,3}\s?[$€£]?\s?\d[\d,.' ]*\d(?:\))?|\d)`
    const OLD_REFERENCE = String.raw`([A-Z0-9][\w\-/]*)`
    const token = fc.constantFrom(
      'total',
      'Total',
      'invoice #',
      ' ',
      ' ',
      '\t',
      ':',
      '#',
      '1',
      '2',
      '0',
      ',',
      '.',
      "'",
      '(',
      ')',
      '-',
      'USD',
      'eur',
      '$',
      '€',
      'x',
      'A',
      '_',
      '/',
      '\n',
      '\r\n',
      'due',
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 24 }), (tokens) => {
        const text = tokens.join('')
        expect(label(text, 'total', AMOUNT)).toBe(old(text, 'total', OLD_AMOUNT))
        expect(label(text, 'invoice #', REFERENCE)).toBe(old(text, 'invoice #', OLD_REFERENCE))
        expect(label(text, 'total|due')).toBe(old(text, 'total|due', '(.+)'))
      }),
      { numRuns: 3_000, seed: 20261127 },
    )
  })

  it('reads the same item rows and tax rate as the unfenced regexes', () => {
    const OLD_ROW =
      /^[ \t]*(.+?)[ \t]{2,}(\d+(?:\.\d+)?)[ \t]+(?:x[ \t]+)?[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]+[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]*$/gm
    const OLD_RATE = /^[ \t]*(?:tax|vat|gst|sales tax)[^\n]*?(\d+(?:\.\d+)?)\s*%/im
    const token = fc.constantFrom(
      ' ',
      '  ',
      '\t',
      'a',
      'x',
      '1',
      '2',
      '.',
      ',',
      '-',
      '%',
      'tax',
      'vat',
      '$',
      'USD',
      '\n',
      '10.00',
      '2.5',
    )
    fc.assert(
      fc.property(fc.array(token, { maxLength: 28 }), (tokens) => {
        const text = tokens.join('')
        expect([...text.matchAll(ROW)].map((m) => m.slice(1))).toEqual(
          [...text.matchAll(OLD_ROW)].map((m) => m.slice(1)),
        )
        const rate = TAX_RATE.exec(text)?.[1]
        const old = OLD_RATE.exec(text)
        // The old rate could take its `%` from the next line; the fenced one keeps it on the line.
        if (!old?.[0].includes('\n')) expect(rate).toBe(old?.[1])
      }),
      { numRuns: 3_000, seed: 20261127 },
    )
  })
})
