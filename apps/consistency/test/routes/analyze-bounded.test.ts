import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { consistency } from '../../src/app.js'
import { shortenPath } from '../../src/domain/bound-report.js'

const post = (payload: string) =>
  injectAs(consistency, { method: 'POST', url: '/analyze', headers: { 'content-type': 'application/json' }, payload })

/** 100 levels under one 4,000-character key, each level's `v` a number in one item and a numeric string in the other. */
function deep(leaf: string): string {
  const key = 'k'.repeat(4_000)
  return `${`{"${key}":`.repeat(100)}{"v":${leaf}}${`,"v":${leaf}}`.repeat(100)}`
}

describe('POST /analyze bounds its reply (no reply amplification)', () => {
  it('answers 1.2 MB of long nested keys with a reply under 2 MB (40 MB unbounded), saying what was cut', async () => {
    const payload = `[${deep('1')},${deep('"1"')},${deep('1')}]`
    const res = await post(payload)
    expect(res.statusCode).toBe(200)
    expect(res.body.length).toBeLessThan(2_000_000)
    const reply = res.json()
    expect(reply.summary.warningCount).toBeGreaterThan(100)
    expect(reply.summary.truncated).toMatchObject({ warningsOmitted: 0, maxWarnings: 1_000, maxPathChars: 500 })
    expect(reply.summary.truncated.pathsShortened).toBeGreaterThan(100)
    for (const warning of reply.warnings) {
      expect(warning.field.length).toBeLessThanOrEqual(500)
      for (const item of warning.metadata.exampleItems ?? []) expect(item.length).toBeLessThanOrEqual(500)
    }
  })

  it('keeps the first 1,000 warnings and counts the rest', async () => {
    const item = (v: string) =>
      `{${Array.from({ length: 1_500 }, (_, i) => `"f${String(i).padStart(4, '0')}":${v}`).join(',')}}`
    const res = await post(`[${item('1')},${item('"1"')}]`)
    const reply = res.json()
    expect(reply.warnings).toHaveLength(1_000)
    expect(reply.summary.warningCount).toBeGreaterThanOrEqual(1_500)
    expect(reply.summary.truncated.warningsOmitted).toBe(reply.summary.warningCount - 1_000)
  })

  it('shortens a long path to its first 250 and last 249 characters around an ellipsis', () => {
    expect(shortenPath(`[].${'a'.repeat(600)}`)).toBe(`[].${'a'.repeat(247)}…${'a'.repeat(249)}`)
    expect(shortenPath('[].sku')).toBe('[].sku')
  })

  it('adds no truncated member to an ordinary reply', async () => {
    const res = await post('[{"a":1},{"a":"1"}]')
    expect(Object.keys(res.json().summary)).toEqual(['totalItems', 'warningCount'])
  })
})
