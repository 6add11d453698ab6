import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../src/domain/check-schema.js'
import { MAX_REPORTED_VIOLATIONS, validatePayload } from '../../src/domain/validate-payload.js'

const check = (payload: unknown, schema: unknown) => validatePayload(payload, checkSchema(schema))
const repo = JSON.parse(readFileSync(new URL('../fixtures/github/repository.json', import.meta.url), 'utf8'))
const repoSchema = JSON.parse(
  readFileSync(new URL('../fixtures/github/repository.schema.json', import.meta.url), 'utf8'),
)
const order = JSON.parse(readFileSync(new URL('../fixtures/order-request.json', import.meta.url), 'utf8'))

describe('validatePayload', () => {
  it('accepts a GitHub repository object against its schema', () => {
    expect(check(repo, repoSchema)).toEqual({ valid: true, errors: [], summary: { errorCount: 0, truncated: false } })
  })

  it('reports each change to the repository object at its path', () => {
    const broken = { ...repo, id: '1296269', owner: { ...repo.owner, site_admin: 'false' }, topics: ['octocat', 7] }
    delete broken.full_name
    const report = check(broken, repoSchema)
    expect(report.errors).toEqual([
      expect.objectContaining({ code: 'MISSING_REQUIRED_FIELD', field: 'full_name', schemaPath: '#/required' }),
      expect.objectContaining({ code: 'TYPE_MISMATCH', field: 'id', expected: 'integer', actual: 'string' }),
      expect.objectContaining({
        code: 'TYPE_MISMATCH',
        field: 'owner.site_admin',
        expected: 'boolean',
        actual: 'string',
      }),
      expect.objectContaining({
        code: 'TYPE_MISMATCH',
        field: 'topics[1]',
        expected: 'string',
        actual: 'integer',
        schemaPath: '#/properties/topics/items/type',
      }),
    ])
  })

  it('reports every violation of an order in document order, with the values a caller needs', () => {
    expect(check(order.payload, order.schema)).toEqual({
      valid: false,
      errors: [
        {
          code: 'MISSING_REQUIRED_FIELD',
          field: 'customer.email',
          message: 'The required property "email" is missing.',
          schemaPath: '#/properties/customer/required',
        },
        {
          code: 'TYPE_MISMATCH',
          field: 'lines[1].quantity',
          message: 'Expected integer but found string.',
          schemaPath: '#/properties/lines/items/properties/quantity/type',
          expected: 'integer',
          actual: 'string',
        },
        {
          code: 'EXTRA_FIELD',
          field: 'lines[1].giftWrap',
          message: 'This property is not declared in the schema.',
          schemaPath: '#/properties/lines/items/properties',
        },
        {
          code: 'TYPE_MISMATCH',
          field: 'shipping.address.zip',
          message: 'Expected string but found integer.',
          schemaPath: '#/properties/shipping/properties/address/properties/zip/type',
          expected: 'string',
          actual: 'integer',
        },
      ],
      summary: { errorCount: 4, truncated: false },
    })
  })

  it('reports missing required keys of an object before its own keys, in `required` order', () => {
    const schema = { required: ['b', 'a'], properties: { x: { type: 'string' } } }
    expect(check({ x: 1 }, schema).errors.map((e) => [e.code, e.field])).toEqual([
      ['MISSING_REQUIRED_FIELD', 'b'],
      ['MISSING_REQUIRED_FIELD', 'a'],
      ['TYPE_MISMATCH', 'x'],
    ])
  })

  it('accepts null for nullable types and names them in expected', () => {
    const schema = { properties: { a: { type: 'string', nullable: true }, b: { type: ['integer', 'null'] } } }
    expect(check({ a: null, b: null }, schema).valid).toBe(true)
    expect(check({ a: 1, b: 'x' }, schema).errors).toEqual([
      expect.objectContaining({ field: 'a', expected: 'string | null', actual: 'integer' }),
      expect.objectContaining({ field: 'b', expected: 'integer | null', actual: 'string' }),
    ])
  })

  it('counts 3.0 as an integer, since JSON cannot tell it from 3', () => {
    expect(check(JSON.parse('[3.0, -0, 1e21]'), { items: { type: 'integer' } }).valid).toBe(true)
  })

  it('does not descend into a value of the wrong type', () => {
    const schema = { properties: { a: { type: 'object', required: ['x'], properties: {} } } }
    expect(check({ a: [{ y: 1 }] }, schema).errors).toEqual([
      expect.objectContaining({ code: 'TYPE_MISMATCH', field: 'a', expected: 'object', actual: 'array' }),
    ])
  })

  it('treats keys that Object.prototype has like any other key', () => {
    const payload = JSON.parse('{"__proto__":1,"constructor":2}')
    expect(check(payload, { required: ['toString'], properties: { constructor: { type: 'string' } } }).errors).toEqual([
      expect.objectContaining({ code: 'MISSING_REQUIRED_FIELD', field: 'toString' }),
      expect.objectContaining({ code: 'EXTRA_FIELD', field: '__proto__' }),
      expect.objectContaining({ code: 'TYPE_MISMATCH', field: 'constructor', actual: 'integer' }),
    ])
  })

  it.each([
    ['integer', 3, true],
    ['integer', 3.5, false],
    ['number', 3, true],
    ['number', '3', false],
    ['boolean', 'true', false],
    ['string', null, false],
    ['null', null, true],
    ['array', {}, false],
    ['object', [], false],
    ['any', [1, 'x'], true],
  ])('type %s against %j is valid: %s (no coercion)', (type, value, valid) => {
    expect(check(value, { type }).valid).toBe(valid)
  })

  it('names the actual type precisely', () => {
    expect(check(2.5, { type: 'integer' }).errors[0]).toMatchObject({
      actual: 'number',
      expected: 'integer',
      field: '',
    })
    expect(check(null, { type: 'string' }).errors[0]).toMatchObject({ actual: 'null' })
  })

  it('writes odd keys in brackets and does not echo values in messages', () => {
    const payload = { 'first name': 'Ada Secret', 'x"y': { z: 'Secret Two' }, extra: 'Secret Three' }
    const schema = { properties: { 'first name': { type: 'integer' }, 'x"y': { properties: { z: { type: 'null' } } } } }
    const report = check(payload, schema)
    expect(report.errors.map((e) => e.field)).toEqual(['["first name"]', '["x\\"y"].z', 'extra'])
    expect(report.errors[0]?.message).toBe('Expected integer but found string.')
    expect(JSON.stringify(report)).not.toMatch(/Secret/)
  })

  it('reports extra fields only where properties are declared', () => {
    expect(check({ a: 1, b: 2 }, { type: 'object' }).valid).toBe(true)
    expect(check({ a: 1, b: 2 }, { type: 'object', properties: { a: {} } }).errors).toEqual([
      expect.objectContaining({ code: 'EXTRA_FIELD', field: 'b', schemaPath: '#/properties' }),
    ])
  })

  it('stops collecting after the cap and says so', () => {
    const payload = Array.from({ length: MAX_REPORTED_VIOLATIONS + 5 }, () => 'x')
    const report = check(payload, { type: 'array', items: { type: 'integer' } })
    expect(report.summary).toEqual({ errorCount: MAX_REPORTED_VIOLATIONS, truncated: true })
    expect(report.errors.at(-1)?.field).toBe(`[${MAX_REPORTED_VIOLATIONS - 1}]`)
  })

  it('stops walking once the cap is passed', () => {
    const payload = Array.from({ length: 1_000_000 }, () => ({ extra: true }))
    const report = check(payload, { items: { properties: {} } })
    expect(report.summary).toEqual({ errorCount: MAX_REPORTED_VIOLATIONS, truncated: true })
  })

  it('walks a payload only as deep as the schema, however deep the payload', () => {
    let schema: object = { type: 'string' }
    for (let i = 1; i < 100; i++) schema = { type: 'array', items: schema }
    let deep: unknown = 'leaf'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(check(deep, schema).errors).toEqual([
      expect.objectContaining({ code: 'TYPE_MISMATCH', field: '[0]'.repeat(99), expected: 'string', actual: 'array' }),
    ])
  })

  it('does not walk payload depth the schema does not describe', () => {
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(check({ blob: deep }, { type: 'object', properties: { blob: { type: 'array' } } }).valid).toBe(true)
  })
})

describe('untyped schemas that still constrain', () => {
  it('checks required keys of array elements whose schema declares no type', () => {
    const report = validatePayload([{}], checkSchema({ items: { required: ['__proto__'] } }))
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'MISSING_REQUIRED_FIELD',
        field: '[0].__proto__',
        schemaPath: '#/items/required',
      }),
    ])
  })
})

describe('bounded reports (no reply amplification)', () => {
  it('reports at most 1,000 violations: 20,000 wrong items of an 80 KB body answer under 200 KB (1.56 MB unbounded)', async () => {
    const { validatePayload: validate, MAX_REPORTED_VIOLATIONS: cap } = await import(
      '../../src/domain/validate-payload.js'
    )
    const { checkSchema } = await import('../../src/domain/check-schema.js')
    const payload = Array.from({ length: 20_000 }, () => 'x')
    const report = validate(payload, checkSchema({ type: 'array', items: { type: 'integer' } }))
    expect(cap).toBe(1_000)
    expect(report.summary).toEqual({ errorCount: 1_000, truncated: true })
    expect(JSON.stringify(report).length).toBeLessThan(200_000)
  })

  it('shortens a long field and schema path to 500 characters around an ellipsis', async () => {
    const { validatePayload: validate } = await import('../../src/domain/validate-payload.js')
    const { checkSchema } = await import('../../src/domain/check-schema.js')
    const key = 'k'.repeat(4_000)
    const report = validate({ [key]: 'x' }, checkSchema({ type: 'object', properties: { [key]: { type: 'integer' } } }))
    const [violation] = report.errors
    expect(violation?.field).toBe(`${key.slice(0, 250)}…${key.slice(0, 249)}`)
    expect(violation?.schemaPath).toHaveLength(500)
    expect(violation?.schemaPath.endsWith('kk/type')).toBe(true)
  })
})
