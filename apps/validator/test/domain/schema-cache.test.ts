import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../src/domain/check-schema.js'
import { SchemaCache } from '../../src/domain/schema-cache.js'
import { validatePayload } from '../../src/domain/validate-payload.js'

/** A schema as a request body gives it: a fresh object and a fresh text every time. */
const sent = (cache: SchemaCache, schema: unknown) => {
  const text = ` ${JSON.stringify(schema)}`.slice(1)
  return cache.prepare(JSON.parse(text), text)
}
const ORDER = { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, note: { type: 'string' } } }
const small = { maxEntries: 2, maxTextLength: 10_000, maxEntryTextLength: 1_000 }

describe('SchemaCache', () => {
  it('gives the same checked schema for the same JSON sent again', () => {
    const cache = new SchemaCache()
    const first = sent(cache, ORDER)
    const again = sent(cache, ORDER)
    expect(again).toBe(first)
    expect(again.checked.required).toEqual(['id'])
    expect(cache.size.entries).toBe(1)
  })

  it('finds a schema object seen before by identity (a schemaUrl answer reused), and checks a text-less one anew', () => {
    const cache = new SchemaCache()
    const fetched = { type: 'array', items: ORDER }
    expect(cache.prepare(fetched)).toBe(cache.prepare(fetched))
    expect(cache.prepare({ ...fetched })).not.toBe(cache.prepare(fetched))
    expect(cache.size.entries).toBe(0)
  })

  it('keeps different schemas apart, down to one changed type', () => {
    const cache = new SchemaCache()
    const a = sent(cache, ORDER)
    const b = sent(cache, { ...ORDER, properties: { ...ORDER.properties, id: { type: 'string' } } })
    expect(b).not.toBe(a)
    expect(a.conforms({ id: 7 })).toBe(true)
    expect(b.conforms({ id: 7 })).toBe(false)
  })

  it('never keeps a schema that fails the check', () => {
    const cache = new SchemaCache()
    const bad = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }
    for (let i = 0; i < 2; i++) {
      expect(() => sent(cache, bad)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_KEYWORD' }))
    }
    expect(cache.size).toEqual({ entries: 0, textLength: 0 })
  })

  it('drops the least recently used schema past the entry limit', () => {
    const cache = new SchemaCache(small)
    const a = sent(cache, { type: 'string' })
    sent(cache, { type: 'integer' })
    expect(sent(cache, { type: 'string' })).toBe(a) // a is now the most recent
    sent(cache, { type: 'boolean' }) // evicts integer
    expect(cache.size.entries).toBe(2)
    expect(sent(cache, { type: 'string' })).toBe(a)
    expect(cache.size.entries).toBe(2)
  })

  it('bounds the total schema text, and checks an oversized schema every time without keeping it', () => {
    const cache = new SchemaCache({ maxEntries: 100, maxTextLength: 60, maxEntryTextLength: 50 })
    sent(cache, { type: 'string', description: 'x'.repeat(20) }) // 50 characters of JSON
    sent(cache, { type: 'integer' })
    expect(cache.size.textLength).toBeLessThanOrEqual(60)
    expect(cache.size.entries).toBe(1)
    const huge = { type: 'string', description: 'y'.repeat(100) }
    expect(sent(cache, huge)).not.toBe(sent(cache, huge))
    expect(cache.size.entries).toBe(1)
  })

  it('answers like the uncached walk on every use, interpreted first and then compiled', () => {
    const cache = new SchemaCache()
    const rows = fc.sample(
      fc.array(fc.record({ id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), note: fc.string() }), {
        maxLength: 5,
      }),
      { numRuns: 300, seed: 7 },
    )
    const schema = { type: 'array', items: ORDER }
    for (const payload of rows) {
      const prepared = sent(cache, schema)
      const expected = validatePayload(payload, checkSchema(schema))
      expect(validatePayload(payload, prepared.checked, (p) => prepared.conforms(p))).toEqual(expected)
    }
  })

  it('cannot be steered by hostile keys in a cached, compiled schema', () => {
    const cache = new SchemaCache()
    const hostile = '"]); throw new Error("pwned"); //'
    const schema = { properties: { [hostile]: { type: 'string' }, __proto__x: { type: 'integer' } } }
    for (let i = 0; i < 3; i++) {
      const prepared = sent(cache, schema)
      expect(prepared.conforms({ [hostile]: 'x' })).toBe(true)
      expect(prepared.conforms({ [hostile]: 1 })).toBe(false)
    }
  })
})
