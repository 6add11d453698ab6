import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../src/domain/check-schema.js'
import { MAX_REPORTED_VIOLATIONS, validatePayload } from '../../src/domain/validate-payload.js'

const check = (payload: unknown, schema: unknown) => validatePayload(payload, checkSchema(schema))
const repo = JSON.parse(readFileSync(new URL('../fixtures/github/repository.json', import.meta.url), 'utf8'))
const repoSchema = JSON.parse(
  readFileSync(new URL('../fixtures/github/repository.schema.json', import.meta.url), 'utf8'),
)

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
    const report = check({ 'first name': 'Ada Secret' }, { properties: { 'first name': { type: 'integer' } } })
    expect(report.errors[0]).toMatchObject({ field: '["first name"]', message: 'Expected integer but found string.' })
    expect(JSON.stringify(report)).not.toContain('Ada Secret')
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
