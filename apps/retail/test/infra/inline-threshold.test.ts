/**
 * The inline threshold is a measurement: the worst body at INLINE_BELOW_BYTES (Shopify products whose
 * `body_html` is nested, entity-dense markup, with printed prices) must normalize inside the event-loop
 * budget (CPU time, so that machine load does not decide). The figure is written next to the constant.
 */
import { cpuRunMs, EVENT_LOOP_BUDGET_MS, hostileMarkup, loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeProducts } from '../../src/domain/normalize-products.js'
import { INLINE_BELOW_BYTES } from '../../src/infra/retail-runner.js'

const { product } = loadFixture(new URL('../fixtures/', import.meta.url), 'shopify', 'products-json.json') as {
  product: Record<string, unknown>
}

describe('inline threshold', () => {
  it('normalizes the worst hostile body just under the threshold inside the event-loop budget', () => {
    const one = (html: string) => ({ retailerId: 'shopify', payload: { product: { ...product, body_html: html } } })
    const each = 8 * 1024
    const count = Math.floor(INLINE_BELOW_BYTES / (JSON.stringify(one(hostileMarkup(each))).length + 1))
    const inputs = Array.from({ length: count }, () => one(hostileMarkup(each)))
    const body = JSON.stringify({ inputs })
    expect(body.length).toBeLessThanOrEqual(INLINE_BELOW_BYTES)
    const run = () =>
      normalizeProducts((JSON.parse(body).inputs as unknown[]).map((value) => ({ ok: true, value }) as never))
    expect(run().errors).toEqual([])
    const ms = cpuRunMs(run)
    console.info(`retail: hostile body ${body.length} B normalized in ${ms.toFixed(1)} ms of CPU (median of 5)`)
    expect(ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })

  it('the same products in one Shopify `{products: [...]}` list stay inside the budget', () => {
    const item = (html: string) => ({ ...product, body_html: html })
    const each = 8 * 1024
    const count = Math.floor((INLINE_BELOW_BYTES - 64) / (JSON.stringify(item(hostileMarkup(each))).length + 1))
    const payload = { products: Array.from({ length: count }, () => item(hostileMarkup(each))) }
    const body = JSON.stringify({ inputs: [{ retailerId: 'shopify', payload }] })
    expect(body.length).toBeLessThanOrEqual(INLINE_BELOW_BYTES)
    const run = () =>
      normalizeProducts((JSON.parse(body).inputs as unknown[]).map((value) => ({ ok: true, value }) as never))
    const first = run()
    expect(first.errors).toEqual([])
    expect(first.products).toHaveLength(count)
    const ms = cpuRunMs(run)
    console.info(
      `retail: hostile list body ${body.length} B (${count} products) normalized in ${ms.toFixed(1)} ms of CPU`,
    )
    expect(ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })
})
