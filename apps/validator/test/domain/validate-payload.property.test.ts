import { formatPath } from '@svc/core/errors'
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
type Json = Record<string, unknown>

const LEAVES = ['string', 'integer', 'number', 'boolean', 'null'] as const
const key = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/), fc.constantFrom('first name', 'a.b', 'constructor'))

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

function baseValueFor(s: Schema): fc.Arbitrary<unknown> {
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
      return fc.array(valueFor(s.items as Schema), { maxLength: 3 })
    default: {
      const entries = Object.entries(s.properties as Record<string, Schema>)
      return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, valueFor(v)])), {
        requiredKeys: s.required ?? [],
      })
    }
  }
}

function valueFor(s: Schema): fc.Arbitrary<unknown> {
  return s.nullable ? fc.oneof(baseValueFor(s), fc.constant(null)) : baseValueFor(s)
}

/** A value of another JSON type than `type`, and the name errors give it. */
const WRONG: Record<string, [value: unknown, actual: string]> = {
  string: [1, 'integer'],
  integer: ['one', 'string'],
  number: [true, 'boolean'],
  boolean: ['yes', 'string'],
  null: [0.5, 'number'],
  array: [{}, 'object'],
  object: [[], 'array'],
}

/** Every object in the value with its schema and path, in document order. */
function objectsIn(value: unknown, s: Schema, path: (string | number)[] = []): [Json, Schema, (string | number)[]][] {
  if (s.type === 'array' && Array.isArray(value))
    return value.flatMap((v, i) => objectsIn(v, s.items as Schema, [...path, i]))
  if (s.type !== 'object' || value === null || typeof value !== 'object') return []
  const nested = Object.entries(value as Json).flatMap(([k, v]) =>
    objectsIn(v, s.properties?.[k] as Schema, [...path, k]),
  )
  return [[value as Json, s, path], ...nested]
}

type Mutation = 'drop' | 'extra' | 'retype'

/** Applies one mutation to `target` (in place) and returns the one violation it must cause. */
function mutate(target: Json, s: Schema, path: (string | number)[], mutation: Mutation, pick: number) {
  const present = Object.keys(target)
  const droppable = (s.required ?? []).filter((k) => Object.hasOwn(target, k))
  if (mutation === 'drop' && droppable.length > 0) {
    const k = droppable[pick % droppable.length] as string
    delete target[k]
    return { code: 'MISSING_REQUIRED_FIELD', field: formatPath([...path, k]) }
  }
  if (mutation === 'retype' && present.length > 0) {
    const k = present[pick % present.length] as string
    const child = s.properties?.[k] as Schema
    const [wrong, actual] = WRONG[child.type] as [unknown, string]
    target[k] = wrong
    const expected = child.nullable && child.type !== 'null' ? `${child.type} | null` : child.type
    return { code: 'TYPE_MISMATCH', field: formatPath([...path, k]), expected, actual }
  }
  target.zz_undeclared = true
  return { code: 'EXTRA_FIELD', field: formatPath([...path, 'zz_undeclared']) }
}

const withValue = schema.chain((s) => fc.tuple(fc.constant(s), valueFor(s)))

describe('validatePayload properties', () => {
  it('a payload generated from a schema validates', () => {
    fc.assert(
      fc.property(withValue, ([s, value]) => {
        expect(validatePayload(JSON.parse(JSON.stringify(value)), checkSchema(s)).errors).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it('one mutation anywhere in the payload yields exactly the one expected error', () => {
    const mutation = fc.constantFrom<Mutation>('drop', 'extra', 'retype')
    const withObject = withValue.filter(([s, value]) => objectsIn(value, s).length > 0)
    fc.assert(
      fc.property(withObject, fc.nat(), fc.nat(), mutation, ([s, generated], where, pick, kind) => {
        const value = JSON.parse(JSON.stringify(generated))
        const [target, targetSchema, path] = objectsIn(value, s)[where % objectsIn(value, s).length] as [
          Json,
          Schema,
          (string | number)[],
        ]
        const expected = mutate(target, targetSchema, path, kind, pick)
        const report = validatePayload(value, checkSchema(s))
        expect(report.errors).toEqual([expect.objectContaining(expected)])
        expect(report.summary).toEqual({ errorCount: 1, truncated: false })
      }),
      { numRuns: 500 },
    )
  })
})
