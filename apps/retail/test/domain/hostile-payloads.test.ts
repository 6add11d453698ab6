/**
 * Every adapter's fixture with members replaced by values of other types (strings for lists, lists for
 * numbers, null, nested junk): each input must end as a product or a per-input 4xx-coded error entry,
 * never a throw out of the batch and never the catch-all NORMALIZATION_FAILED.
 */
import { readdirSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeProducts } from '../../src/domain/normalize-products.js'
import { FIXTURES, fixture } from '../fixtures.js'

const CASES = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .flatMap((key) =>
    readdirSync(new URL(`${key}/`, FIXTURES)).map((file) => ({
      key,
      file,
      retailerId: key === 'amazon_catalog' ? 'amazon' : key,
    })),
  )
const KNOWN = new Set([
  'INVALID_REQUEST',
  'UNKNOWN_SOURCE',
  'UNRECOGNIZED_PAYLOAD',
  'MALFORMED_PAYLOAD',
  'PAYLOAD_TOO_COMPLEX',
  'UNKNOWN_SCHEMA_VERSION',
  'EMPTY_PRODUCT',
])

/** All paths to members (objects and arrays walked). */
function paths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(k) : k]
      out.push(path)
      paths(v, path, out)
    }
  }
  return out
}

function replaced(root: unknown, path: (string | number)[], junk: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let at: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  at[path.at(-1) as string | number] = junk
  return copy
}

const junk = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }),
)

describe('hostile payloads never escape as a crash', () => {
  it.each(CASES)('$key/$file', ({ key, file, retailerId }) => {
    const base = fixture(key, file)
    const all = paths(base)
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(all.length - 1), junk), { minLength: 1, maxLength: 4 }), (edits) => {
        let payload: unknown = base
        for (const [i, value] of edits) {
          try {
            payload = replaced(payload, all[i] as (string | number)[], value)
          } catch {
            // The path no longer exists after an earlier edit replaced its parent.
          }
        }
        const out = normalizeProducts([
          { ok: true, value: { retailerId, payload: payload as Record<string, unknown> } },
        ])
        // A list envelope (PA-API `Items[]`) whose items were replaced answers one result per item.
        expect(out.results.length).toBeGreaterThanOrEqual(1)
        for (const r of out.results) expect(r.index).toBe(0)
        for (const e of out.errors) expect(KNOWN.has(e.error), `${e.error}: ${e.message}`).toBe(true)
        for (const p of out.products) {
          expect(typeof p.id).toBe('string')
          expect(() => JSON.stringify(p)).not.toThrow()
        }
      }),
      { numRuns: 60 },
    )
  })
})
