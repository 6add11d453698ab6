/**
 * Every adapter, forced with `source`, on its own fixture with the types scrambled: the answer is an
 * invoice or a 4xx AppError (422 MALFORMED_PAYLOAD), never an unexpected exception (a 500).
 */
import { isAppError } from '@svc/core/errors'
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { registry } from '../../src/adapters/index.js'
import { InvoiceReply } from '../../src/canonical/invoice.js'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

type Mutation = (value: unknown) => unknown

/** Rewrites every value of one kind, recursively (fixtures are small). */
function scramble(value: unknown, mutate: Mutation): unknown {
  const changed = mutate(value)
  if (changed !== value) return changed
  if (Array.isArray(value)) return value.map((v) => scramble(v, mutate))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scramble(v, mutate)]))
  return value
}

const MUTATIONS: Record<string, Mutation> = {
  'arrays become objects': (v) => (Array.isArray(v) ? { ...v } : v),
  'numbers become words': (v) => (typeof v === 'number' ? 'n/a' : v),
  'strings become numbers': (v) => (typeof v === 'string' ? 42 : v),
  'nested objects become strings': (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length < 4 ? 'x' : v,
}

const fixtures = readFixtures(new URL('../fixtures/', import.meta.url))

describe('hostile payloads', () => {
  it.each(Object.keys(MUTATIONS))('%s: every adapter answers an invoice or an AppError', (name) => {
    const mutate = MUTATIONS[name] as Mutation
    const outcomes = { invoices: 0, appErrors: 0 }
    for (const fixture of fixtures) {
      const payload = scramble(fixture.payload, mutate)
      for (const source of [fixture.key, undefined]) {
        try {
          const inv = normalizeInvoice({ payload: payload as Record<string, unknown>, source })
          const parsed = InvoiceReply.safeParse(inv)
          expect(parsed.success, `${fixture.key}/${fixture.file}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(
            true,
          )
          outcomes.invoices++
        } catch (error) {
          expect(isAppError(error), `${fixture.key}/${fixture.file} (${source ?? 'detected'}): ${String(error)}`).toBe(
            true,
          )
          outcomes.appErrors++
        }
      }
    }
    expect(outcomes.invoices + outcomes.appErrors).toBe(fixtures.length * 2)
  })

  it('answers an empty payload for every declared source without throwing anything but AppErrors', () => {
    for (const adapter of registry.adapters) {
      try {
        normalizeInvoice({ payload: {}, source: adapter.key })
      } catch (error) {
        expect(isAppError(error), adapter.key).toBe(true)
      }
    }
  })
})
