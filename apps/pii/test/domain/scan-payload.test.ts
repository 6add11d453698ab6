import { describe, expect, it } from 'vitest'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'
import { MAX_LISTED_FINDINGS, scanPayload } from '../../src/domain/scan-payload.js'

const medium = COVERAGE_TYPES.medium

describe('scanPayload', () => {
  it('never modifies the input and returns a separate redacted value', () => {
    const input = { a: { email: 'jane@gmail.com' }, list: ['ok', '81.2.69.160'], n: 7 }
    const before = structuredClone(input)
    const out = scanPayload(input, { mode: 'redact', types: medium, strategy: 'replace' })
    expect(input).toEqual(before)
    expect(out.redacted).toEqual({ a: { email: '[EMAIL]' }, list: ['ok', '[IP_ADDRESS]'], n: 7 })
    expect(out.redacted).not.toBe(input)
  })
  it('remove deletes members and array items holding a finding', () => {
    const out = scanPayload(
      { keep: 1, email: 'jane@gmail.com', ips: ['81.2.69.160', 'none'] },
      { mode: 'redact', types: medium, strategy: 'remove' },
    )
    expect(out.redacted).toEqual({ keep: 1, ips: ['none'] })
  })
  it('reports JSONPaths with brackets for odd keys and array indexes', () => {
    const out = scanPayload(
      { 'first contact': [{ 'e-mail': 'jane@gmail.com' }] },
      { mode: 'detect', types: medium, strategy: 'mask' },
    )
    expect(out.findings.map((f) => f.path)).toEqual(["$['first contact'][0]['e-mail']"])
    const odd = scanPayload(
      { "it's": 'jane@gmail.com', '': 'jane@gmail.com' },
      { mode: 'detect', types: medium, strategy: 'mask' },
    )
    expect(odd.findings.map((f) => f.path)).toEqual(["$['it\\'s']", "$['']"])
  })
  it('scans numbers under keys and redacts them as strings', () => {
    const out = scanPayload(
      { cardNumber: 4556737586899855 },
      { mode: 'detect_and_redact', types: medium, strategy: 'mask' },
    )
    expect(out.findings[0]).toMatchObject({ type: 'credit_card', path: '$.cardNumber' })
    expect(out.redacted).toEqual({ cardNumber: '************9855' })
  })
  it('keeps a __proto__ member as data', () => {
    const input = JSON.parse('{"__proto__":{"email":"jane@gmail.com"}}')
    const out = scanPayload(input, { mode: 'redact', types: medium, strategy: 'replace' })
    expect(Object.hasOwn(out.redacted as object, '__proto__')).toBe(true)
    expect(JSON.stringify(out.redacted)).toBe('{"__proto__":{"email":"[EMAIL]"}}')
  })
  it('excludes test data from the risk score and counts it in the summary', () => {
    const out = scanPayload('use 4242 4242 4242 4242', { mode: 'detect', types: medium, strategy: 'mask' })
    expect(out.riskScore).toBe(0)
    expect(out.summary).toEqual({ total: 1, byType: { credit_card: 1 }, testData: 1, findingsTruncated: false })
  })
  it(`lists at most ${MAX_LISTED_FINDINGS} findings but counts every one`, () => {
    const payload = Array.from({ length: MAX_LISTED_FINDINGS + 5 }, (_, i) => `u${i}@gmail.com`)
    const out = scanPayload(payload, { mode: 'detect', types: ['email'], strategy: 'mask' })
    expect(out.findings).toHaveLength(MAX_LISTED_FINDINGS)
    expect(out.summary).toMatchObject({ total: MAX_LISTED_FINDINGS + 5, findingsTruncated: true })
  })
})
