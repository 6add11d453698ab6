import { describe, expect, it } from 'vitest'
import { checkSchema, MAX_SCHEMA_DEPTH } from '../../src/domain/check-schema.js'
import { TYPE_BITS } from '../../src/domain/type-bits.js'

/** `levels` schemas nested through items (or through a property named `child`). */
function nested(levels: number, through: 'items' | 'properties' = 'items'): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string' }
  for (let i = 1; i < levels; i++) {
    schema = through === 'items' ? { type: 'array', items: schema } : { type: 'object', properties: { child: schema } }
  }
  return schema
}

const UNSUPPORTED = (
  '$ref anyOf oneOf allOf not enum const pattern minLength maxLength minimum format if then else ' +
  'additionalProperties patternProperties unevaluatedProperties $defs definitions dependentRequired'
).split(' ')

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
    const checked = checkSchema({
      title: 'Anything',
      description: 'd',
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/any.json',
      $comment: 'c',
      examples: [1],
      default: 2,
    })
    expect(checked).toMatchObject({ mask: TYPE_BITS.any, expected: 'any', constrains: false })
  })

  it.each([
    [{ type: 'string', nullable: true }, TYPE_BITS.string | TYPE_BITS.null, 'string | null'],
    [{ type: ['string', 'null'] }, TYPE_BITS.string | TYPE_BITS.null, 'string | null'],
    [{ type: ['string', 'null'], nullable: true }, TYPE_BITS.string | TYPE_BITS.null, 'string | null'],
    [{ type: ['integer', 'boolean'], nullable: false }, TYPE_BITS.integer | TYPE_BITS.boolean, 'integer | boolean'],
    [{ type: 'number' }, TYPE_BITS.number, 'number'],
    [{ nullable: true }, TYPE_BITS.any, 'any'],
  ])('reads the declared types of %j', (schema, mask, expected) => {
    expect(checkSchema(schema)).toMatchObject({ mask, expected })
  })

  it('keeps property names that Object.prototype also has', () => {
    const schema = JSON.parse('{"properties":{"__proto__":{"type":"string"},"constructor":{"type":"integer"}}}')
    const checked = checkSchema(schema)
    expect([...(checked.properties?.keys() ?? [])]).toEqual(['__proto__', 'constructor'])
    expect(checked.properties?.get('constructor')?.expected).toBe('integer')
  })

  it('escapes JSON pointer segments in schema paths', () => {
    const checked = checkSchema({ properties: { 'a/b': { properties: { '~x': { type: 'string' } } } } })
    expect(checked.properties?.get('a/b')?.properties?.get('~x')?.path).toBe('#/properties/a~1b/properties/~0x')
  })

  it.each(UNSUPPORTED)('refuses %s, which the subset does not support', (keyword) => {
    expect(() => checkSchema({ type: 'object', [keyword]: {} })).toThrowError(
      expect.objectContaining({ code: 'UNSUPPORTED_KEYWORD', extra: { keyword, schemaPath: '#' } }),
    )
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
    [{ type: ['string', 7] }, '#/type'],
    [{ type: { name: 'string' } }, '#/type'],
    [{ required: ['a', 1] }, '#/required'],
    [{ properties: { a: [] } }, '#/properties/a'],
    [{ properties: { 'a/b': { items: { type: 'date' } } } }, '#/properties/a~1b/items/type'],
    [{ items: { properties: { x: { required: [null] } } } }, '#/items/properties/x/required'],
    ['object', '#'],
    [null, '#'],
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

  it('names where the schema became too deep', () => {
    expect(() => checkSchema(nested(MAX_SCHEMA_DEPTH + 1, 'properties'))).toThrowError(
      expect.objectContaining({
        code: 'SCHEMA_TOO_DEEP',
        extra: { schemaPath: `#${'/properties/child'.repeat(MAX_SCHEMA_DEPTH)}`, limit: MAX_SCHEMA_DEPTH },
      }),
    )
  })

  it.each(['items', 'properties'] as const)(
    'refuses a schema nested 100,000 levels through %s without overflowing the stack',
    (through) => {
      expect(() => checkSchema(nested(100_000, through))).toThrowError(
        expect.objectContaining({ code: 'SCHEMA_TOO_DEEP' }),
      )
    },
  )
})
