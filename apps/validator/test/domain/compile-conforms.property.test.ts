import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../src/domain/check-schema.js'
import { compileConforms } from '../../src/domain/compile-conforms.js'
import { MIN_INTERPRETED_NODES, NODES_PER_SCHEMA_NODE } from '../../src/domain/conforms.js'
import { validatePayload } from '../../src/domain/validate-payload.js'

const TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array', 'any'] as const
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'a"b', 'line\u2028sep', '\\', 'id'),
  fc.string({ maxLength: 4 }),
)

const { schema } = fc.letrec<{ schema: object }>((tie) => ({
  schema: fc.record(
    {
      type: fc.oneof(
        fc.constantFrom(...TYPES),
        fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }),
      ),
      nullable: fc.boolean(),
      required: fc.uniqueArray(key, { maxLength: 2 }),
      properties: fc.dictionary(key, tie('schema'), { maxKeys: 3, depthIdentifier: 'schema' }),
      items: tie('schema'),
    },
    { requiredKeys: [] },
  ),
}))

describe('compileConforms', () => {
  it('agrees with the reporting walk on arbitrary JSON values and schemas', () => {
    fc.assert(
      fc.property(schema, fc.jsonValue({ maxDepth: 4 }), (s, value) => {
        const payload = JSON.parse(JSON.stringify(value))
        const checked = checkSchema(s)
        expect(compileConforms(checked)(payload)).toBe(validatePayload(payload, checked).valid)
      }),
      { numRuns: 2_000 },
    )
  })

  it('takes over for large payloads with the same verdicts', () => {
    const checked = checkSchema({
      type: 'array',
      items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    })
    const budget = Math.max(MIN_INTERPRETED_NODES, NODES_PER_SCHEMA_NODE * checked.size)
    const rows = Array.from({ length: budget * 2 }, (_, id) => ({ id }))
    expect(validatePayload(rows, checked).valid).toBe(true)
    rows.push({ id: 1.5 })
    expect(validatePayload(rows, checked).errors).toEqual([
      expect.objectContaining({ code: 'TYPE_MISMATCH', field: `[${budget * 2}].id` }),
    ])
  })

  it('cannot be steered by property names', () => {
    const hostile = '"]); throw new Error("pwned"); //'
    const checked = checkSchema({ properties: { [hostile]: { type: 'string' } } })
    expect(compileConforms(checked)({ [hostile]: 'x' })).toBe(true)
    expect(compileConforms(checked)({ [hostile]: 1 })).toBe(false)
  })
})
