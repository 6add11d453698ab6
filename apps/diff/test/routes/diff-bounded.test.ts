import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { diff } from '../../src/app.js'
import { MAX_FIELD_CHARS, shortenField } from '../../src/domain/bound-report.js'

const post = (payload: unknown) =>
  injectAs(diff, {
    method: 'POST',
    url: '/diff',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

/** 150 levels under one 5,000-character key, each level's `v` a number before and a string after. */
function deep(depth: number, v: unknown): unknown {
  const key = 'k'.repeat(5_000)
  let value: Record<string, unknown> = { v }
  for (let i = 0; i < depth; i++) value = { [key]: value, v }
  return value
}

describe('POST /diff bounds its reply (no reply amplification)', () => {
  it('answers 1.5 MB of long nested keys with a reply under 2 MB (56 MB unbounded), saying what was cut', async () => {
    const body = { before: deep(150, 1), after: deep(150, '1') }
    const size = JSON.stringify(body).length
    const res = await post(body)
    expect(res.statusCode).toBe(200)
    expect(res.body.length).toBeLessThan(2_000_000)
    expect(res.body.length).toBeLessThan(2 * size)
    const reply = res.json()
    expect(reply.summary).toEqual({
      breakingCount: 151,
      nonBreakingCount: 0,
      truncated: { changesOmitted: 0, fieldsShortened: 150, maxChangesPerList: 1_000, maxFieldChars: 500 },
    })
    expect(reply.breakingChanges).toHaveLength(151)
    for (const change of reply.breakingChanges) expect(change.field.length).toBeLessThanOrEqual(MAX_FIELD_CHARS)
    expect(reply.breakingChanges.find((c: { field: string }) => c.field === 'v')).toMatchObject({
      type: 'TYPE_CHANGED',
    })
  })

  it('keeps the first 1,000 changes of a list and counts the rest', async () => {
    const before = Object.fromEntries(Array.from({ length: 1_500 }, (_, i) => [`f${String(i).padStart(4, '0')}`, 1]))
    const res = await post({ before, after: {} })
    const reply = res.json()
    expect(reply.breakingChanges).toHaveLength(1_000)
    expect(reply.breakingChanges[999].field).toBe('f0999')
    expect(reply.summary).toEqual({
      breakingCount: 1_500,
      nonBreakingCount: 0,
      truncated: { changesOmitted: 500, fieldsShortened: 0, maxChangesPerList: 1_000, maxFieldChars: 500 },
    })
  })

  it('shortens a long path to its first 250 and last 249 characters around an ellipsis', () => {
    const field = `${'a'.repeat(300)}.${'b'.repeat(300)}`
    const short = shortenField(field)
    expect(short).toBe(`${'a'.repeat(250)}…${'b'.repeat(249)}`)
    expect(short).toHaveLength(500)
    expect(shortenField('price')).toBe('price')
  })

  it('adds no truncated member to an ordinary reply', async () => {
    const res = await post({ before: { id: 1 }, after: { id: '1' } })
    expect(res.json().summary).toEqual({ breakingCount: 1, nonBreakingCount: 0 })
  })
})
