/**
 * The inline threshold is a measurement: the worst body at INLINE_BELOW_BYTES (a `pdf_extract` text,
 * read by label and item-row patterns, filled with label-like lines, item rows that almost match, a
 * shared currency symbol and entity-dense markup) must normalize inside the event-loop budget (CPU time,
 * so that machine load does not decide). The worst figure is written next to the constant.
 */

import { isAppError } from '@svc/core/errors'
import { cpuRunMs, EVENT_LOOP_BUDGET_MS, hostileMarkup } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice, normalizeInvoiceList } from '../../src/domain/normalize-invoice.js'
import { INLINE_BELOW_BYTES, LIST_INLINE_BELOW_BYTES } from '../../src/infra/invoice-normalizer.js'

const SIZE = INLINE_BELOW_BYTES - 200
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)
const TEXTS: Record<string, string> = {
  'label-like lines': fill('Total tax total due date invoice number terms paid $ 1,299.99 x\n'),
  'almost item rows': fill('Widget   2   $12.50   $25.0\n'),
  'one long line': fill('Total: 1'),
  'spaces and tabs': fill(' \t'),
  markup: hostileMarkup(SIZE),
}

/** An invoice, or EMPTY_INVOICE for text in which nothing is found (answered after reading all of it). */
function answer(request: Parameters<typeof normalizeInvoice>[0]) {
  try {
    return normalizeInvoice(request)
  } catch (error) {
    if (!isAppError(error) || error.code !== 'EMPTY_INVOICE') throw error
    return error
  }
}

describe('inline threshold', () => {
  it('normalizes the worst hostile body just under the threshold inside the event-loop budget', () => {
    let worst = { ms: 0, name: '' }
    for (const [name, text] of Object.entries(TEXTS)) {
      const body = JSON.stringify({ source: 'pdf_extract', payload: { text } })
      if (body.length > INLINE_BELOW_BYTES) continue
      const ms = cpuRunMs(() => answer(JSON.parse(body)), 3)
      if (ms > worst.ms) worst = { ms, name }
    }
    console.info(`invoice: worst hostile body (${worst.name}) normalized in ${worst.ms.toFixed(1)} ms of CPU`)
    expect(worst.ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })

  it('normalizes the worst vendor list just under the list threshold inside the event-loop budget', () => {
    // Many small items, each detected on its own: generic (the whole registry scored before the
    // generic modes) and Stripe-shaped (a vendor match).
    const lists: Record<string, (i: number) => Record<string, unknown>> = {
      'generic items': (i) => ({ invoice_number: `N${i}`, total: '1.00', currency: 'USD' }),
      'stripe items': (i) => ({ id: `in_${i}`, object: 'invoice', currency: 'usd', amount_due: 0, total: 100 }),
      'empty items': () => ({}),
    }
    let worst = { ms: 0, name: '' }
    for (const [name, item] of Object.entries(lists)) {
      const data: unknown[] = []
      while (JSON.stringify({ payload: { object: 'list', data } }).length < LIST_INLINE_BELOW_BYTES - 100)
        data.push(item(data.length))
      data.pop()
      const ms = cpuRunMs(() => normalizeInvoiceList({ payload: { object: 'list', data } }), 3)
      if (ms > worst.ms) worst = { ms, name }
    }
    console.info(`invoice: worst list (${worst.name}) normalized in ${worst.ms.toFixed(1)} ms of CPU`)
    expect(worst.ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })
})
