/**
 * The inline threshold is a measurement: the worst body at INLINE_BELOW_BYTES (one DHL eCommerce
 * response whose events carry entity-dense markup in their descriptions and abbreviation-zoned times)
 * must normalize inside the event-loop budget (CPU time, so that machine load does not decide). The
 * figure is written next to the constant.
 */
import { cpuRunMs, EVENT_LOOP_BUDGET_MS, hostileMarkup } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeElements } from '../../src/domain/normalize-batch.js'
import { INLINE_BELOW_BYTES } from '../../src/infra/shipment-normalizer.js'
import { fixture } from '../adapters/load.js'

describe('inline threshold', () => {
  it('normalizes the worst hostile body just under the threshold inside the event-loop budget', () => {
    const payload = fixture('dhl_ecommerce', 'in-transit') as { packages: { events: Record<string, unknown>[] }[] }
    const template = payload.packages[0]?.events[0] ?? {}
    const event = (i: number) => ({
      ...template,
      primaryEventDescription: hostileMarkup(400),
      location: hostileMarkup(100),
      time: `${String(i % 24).padStart(2, '0')}:58:40`,
      timeZone: ['CST', 'IST', 'BST', 'America/Chicago'][i % 4],
    })
    const size = JSON.stringify(event(0)).length + 1
    const events = Array.from({ length: Math.floor((INLINE_BELOW_BYTES - 2000) / size) }, (_, i) => event(i))
    const body = JSON.stringify([
      {
        trackingNumber: 'GM2951173225174501',
        carrier: 'dhl_ecommerce',
        payload: { packages: [{ ...payload.packages[0], events }] },
      },
    ])
    expect(body.length).toBeLessThanOrEqual(INLINE_BELOW_BYTES)
    const run = () => normalizeElements((JSON.parse(body) as unknown[]).map((value) => ({ ok: true, value }) as never))
    expect(run().errors).toEqual([])
    const ms = cpuRunMs(run)
    console.info(
      `shipment: hostile body ${body.length} B (${events.length} events) normalized in ${ms.toFixed(1)} ms of CPU`,
    )
    expect(ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })
})
