/**
 * Properties of the scan over arbitrary JSON and arbitrary text salted with real PII: it never
 * throws, never touches the input, keeps the shape (except `remove`), reports spans inside their
 * strings, and never shows a raw value longer than four characters in a preview.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'
import { scanPayload } from '../../src/domain/scan-payload.js'

const PII = [
  'jane.doe@gmail.com',
  '4556 7375 8689 9855',
  '536-22-8451',
  '+44 20 7946 0958',
  'AKIA4HZQ7Y2NWXK3PLMB',
  '81.2.69.160',
]
const salted = fc
  .tuple(fc.string({ maxLength: 40 }), fc.constantFrom(...PII), fc.string({ maxLength: 40 }))
  .map(([a, pii, b]) => `${a} ${pii} ${b}`)
const value = fc.oneof(fc.jsonValue({ maxDepth: 4 }), salted)
const payload = fc.oneof(
  value,
  fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 6 }),
  fc.array(value, { maxLength: 6 }),
)

function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape)
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
  return typeof v === 'string' || typeof v === 'number' ? 'scalar' : v
}

function stringAt(root: unknown, path: string | undefined): string {
  if (path === undefined) return String(root)
  let node: unknown = root
  for (const [, name, quoted, index] of path
    .slice(1)
    .matchAll(/\.([A-Za-z_$][\w$]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]/g)) {
    const key =
      name ??
      (quoted !== undefined ? JSON.parse(`"${quoted.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) : Number(index))
    node = (node as Record<string, unknown>)[key]
  }
  return String(node)
}

describe('scanPayload properties', () => {
  it('never throws, never mutates, keeps the shape and reports spans inside their strings', () => {
    fc.assert(
      fc.property(
        payload,
        fc.constantFrom('mask', 'replace', 'hash') as fc.Arbitrary<'mask' | 'replace' | 'hash'>,
        (input, strategy) => {
          const before = JSON.stringify(input)
          const salt = 'property-test-salt'
          const out = scanPayload(input, { mode: 'detect_and_redact', types: COVERAGE_TYPES.high, strategy, salt })
          expect(JSON.stringify(input)).toBe(before)
          expect(shape(out.redacted)).toEqual(shape(input))
          for (const f of out.findings) {
            const holder = stringAt(input, f.path)
            expect(f.offset + f.length).toBeLessThanOrEqual(holder.length)
            const raw = holder.slice(f.offset, f.offset + f.length)
            if (raw.length > 4) expect(f.preview).not.toBe(raw)
          }
          expect(out.riskScore).toBeGreaterThanOrEqual(0)
          expect(out.riskScore).toBeLessThanOrEqual(100)
        },
      ),
      { numRuns: 300 },
    )
  })
})
