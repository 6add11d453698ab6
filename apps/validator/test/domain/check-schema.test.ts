import { describe, expect, it } from 'vitest'
import { checkSchema, MAX_SCHEMA_DEPTH, TYPE_BITS } from '../../src/domain/check-schema.js'

function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string' }
  for (let i = 1; i < levels; i++) schema = { type: 'array', items: schema }
  return schema
}

describe('checkSchema', () => {
  it('compiles types, nullability and nested properties', () => {
    const checked = checkSchema({
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        note: { type: 'string', nullable: true },
        tag: { type: ['string', 'null'] },
      },
    })
    expect(checked.mask).toBe(TYPE_BITS.object)
    expect(checked.required).toEqual(['id'])
    expect(checked.properties?.get('note')).toMatchObject({ expected: 'string | null', path: '#/properties/note' })
    expect(checked.properties?.get('tag')?.expected).toBe('string | null')
    expect(checked.properties?.get('id')?.mask).toBe(TYPE_BITS.integer)
  })

  it('treats a schema without type as any, and accepts annotations', () => {
    const checked = checkSchema({ title: 'Anything', description: 'd', $schema: 'x', examples: [1], default: 2 })
    expect(checked).toMatchObject({ mask: TYPE_BITS.any, expected: 'any' })
  })

  it('escapes JSON pointer segments in schema paths', () => {
    const checked = checkSchema({ properties: { 'a/b': { properties: { '~x': { type: 'string' } } } } })
    expect(checked.properties?.get('a/b')?.properties?.get('~x')?.path).toBe('#/properties/a~1b/properties/~0x')
  })

  it.each([
    ['additionalProperties', { type: 'object', additionalProperties: false }, '#'],
    ['const', { items: { const: 1 } }, '#/items'],
    ['not', { properties: { a: { not: {} } } }, '#/properties/a'],
  ])('refuses %s by name with its path', (keyword, schema, schemaPath) => {
    expect(() => checkSchema(schema)).toThrowError(
      expect.objectContaining({ code: 'UNSUPPORTED_KEYWORD', extra: { keyword, schemaPath } }),
    )
  })

  it.each([
    [{ type: 'text' }, '#/type'],
    [{ type: [] }, '#/type'],
    [{ required: 'id' }, '#/required'],
    [{ required: ['a', 'a'] }, '#/required'],
    [{ properties: [] }, '#/properties'],
    [{ items: 'string' }, '#/items'],
    [{ nullable: 'yes' }, '#/nullable'],
    ['object', '#'],
  ])('refuses the malformed schema %j at %s', (schema, schemaPath) => {
    expect(() => checkSchema(schema)).toThrowError(
      expect.objectContaining({ code: 'INVALID_SCHEMA', extra: { schemaPath } }),
    )
  })

  it(`accepts ${MAX_SCHEMA_DEPTH} levels and refuses ${MAX_SCHEMA_DEPTH + 1}`, () => {
    expect(() => checkSchema(nested(MAX_SCHEMA_DEPTH))).not.toThrow()
    expect(() => checkSchema(nested(MAX_SCHEMA_DEPTH + 1))).toThrowError(
      expect.objectContaining({ code: 'SCHEMA_TOO_DEEP' }),
    )
  })

  it('refuses a schema nested 5,000 levels without overflowing the stack', () => {
    expect(() => checkSchema(nested(5_000))).toThrowError(expect.objectContaining({ code: 'SCHEMA_TOO_DEEP' }))
  })
})
