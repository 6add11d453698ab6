import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { diff } from '../../src/app.js'
import { shortenField } from '../../src/domain/bound-report.js'

/** 100,000 line items per side, 20 levels deep (18 wrapping objects, the list, the items), padded to ~10 MB. */
function catalog(qtyOf: (i: number) => unknown) {
  const items = []
  for (let i = 0; i < 100_000; i++) items.push({ id: i, sku: `S${i}`, qty: qtyOf(i) })
  let value: unknown = { items }
  for (let level = 0; level < 18; level++) value = { [`level${level}`]: value }
  return value
}

function tenMegabytes(): string {
  const body = { before: catalog((i) => i % 7), after: catalog((i) => (i === 99_999 ? '3' : i % 7)) }
  const text = JSON.stringify(body)
  const padding = Math.floor((9_990_000 - text.length) / 2) - 20
  if (padding < 0) throw new Error(`the sample is already ${text.length} bytes`)
  const note = 'n'.repeat(padding)
  return JSON.stringify({ before: { ...(body.before as object), note }, after: { ...(body.after as object), note } })
}

describe('POST /diff at the size limit', () => {
  it('compares a 10 MB body with 100,000 items 20 levels deep in linear time', async () => {
    const payload = tenMegabytes()
    expect(payload.length).toBeGreaterThan(9_900_000)
    expect(payload.length).toBeLessThanOrEqual(10_000_000)
    const started = performance.now()
    const res = await injectAs(diff, {
      method: 'POST',
      url: '/diff',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    const elapsed = performance.now() - started
    expect(res.statusCode).toBe(200)
    const path = Array.from({ length: 18 }, (_, level) => `level${17 - level}`).join('.')
    expect(res.json().breakingChanges).toEqual([
      {
        type: 'TYPE_CHANGED',
        field: `${path}.items[].qty`,
        before: 'number',
        after: 'number | string',
        metadata: { typesRemoved: [], typesAdded: ['string'] },
      },
    ])
    expect(res.json().nonBreakingChanges).toEqual([])
    // Roughly ten parses of the body; a quadratic walk over 400,000 values would take minutes.
    expect(elapsed).toBeLessThan(5_000)
  }, 30_000)

  it('answers two sides nested 900 levels deep', async () => {
    const deep = (leaf: string) => `${'['.repeat(900)}${leaf}${']'.repeat(900)}`
    const res = await injectAs(diff, {
      method: 'POST',
      url: '/diff',
      headers: { 'content-type': 'application/json' },
      payload: `{"before":${deep('1')},"after":${deep('true')}}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().breakingChanges).toEqual([
      expect.objectContaining({
        type: 'ARRAY_ELEMENT_TYPE_CHANGED',
        field: shortenField('[]'.repeat(900)),
        before: 'number',
      }),
    ])
  })
})
