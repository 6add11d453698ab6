import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../src/domain/check-schema.js'
import { validatePayload } from '../../src/domain/validate-payload.js'

type Schema = {
  type: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  nullable?: boolean
}

const LEAVES = ['string', 'integer', 'number', 'boolean', 'null'] as const
const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/)

const { schema } = fc.letrec<{ schema: Schema; leaf: Schema; object: Schema; array: Schema }>((tie) => ({
  leaf: fc.record({ type: fc.constantFrom(...LEAVES), nullable: fc.boolean() }),
  object: fc
    .dictionary(key, tie('schema'), { minKeys: 1, maxKeys: 4 })
    .chain((properties) =>
      fc.subarray(Object.keys(properties)).map((required) => ({ type: 'object', properties, required })),
    ),
  array: tie('schema').map((items) => ({ type: 'array', items })),
  schema: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('object'), tie('array')),
}))

function valueFor(s: Schema): fc.Arbitrary<unknown> {
  const base = (() => {
    switch (s.type) {
      case 'string':
        return fc.string()
      case 'integer':
        return fc.integer()
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true })
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(valueFor(s.items!), { maxLength: 3 })
      default: {
        const entries = Object.entries(s.properties!)
        return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, valueFor(v)])), {
          requiredKeys: s.required ?? [],
        })
      }
    }
  })()
  return s.nullable ? fc.oneof(base, fc.constant(null)) : base
}

const WRONG: Record<string, unknown> = {
  string: 1,
  integer: 'one',
  number: 'one',
  boolean: 'yes',
  null: 0,
  array: {},
  object: [],
}

const rootObject = schema.filter((s): s is Schema => s.type === 'object')

describe('validatePayload properties', () => {
  it('a payload generated from a schema validates', () => {
    fc.assert(
      fc.property(
        schema.chain((s) => fc.tuple(fc.constant(s), valueFor(s))),
        ([s, value]) => {
          expect(validatePayload(value, checkSchema(s)).errors).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('one mutation yields exactly the expected error', () => {
    fc.assert(
      fc.property(
        rootObject.chain((s) =>
          fc.tuple(fc.constant(s), valueFor(s), fc.nat(), fc.constantFrom('drop', 'extra', 'retype')),
        ),
        ([s, generated, pick, mutation]) => {
          const value = { ...(generated as Record<string, unknown>) }
          const keys = Object.keys(s.properties!)
          const target = keys[pick % keys.length]!
          const child = s.properties![target]!
          let expected: { code: string; field: string }
          if (mutation === 'drop' && s.required!.includes(target)) {
            delete value[target]
            expected = { code: 'MISSING_REQUIRED_FIELD', field: target }
          } else if (mutation === 'extra' || (mutation === 'drop' && !s.required!.includes(target))) {
            value.zz_undeclared = true
            expected = { code: 'EXTRA_FIELD', field: 'zz_undeclared' }
          } else {
            value[target] = WRONG[child.type]
            expected = { code: 'TYPE_MISMATCH', field: target }
          }
          const report = validatePayload(value, checkSchema(s))
          expect(report.errors).toEqual([expect.objectContaining(expected)])
          expect(report.summary.errorCount).toBe(1)
        },
      ),
      { numRuns: 300 },
    )
  })
})
