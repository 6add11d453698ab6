import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeEvent } from '../../src/domain/analyze-event.js'
import { CATEGORIES, type FaultEvent } from '../../src/domain/types.js'
import { FaultEvent as FaultEventSchema } from '../../src/schemas/analyze.js'

interface Fixture {
  description: string
  source: string
  event: FaultEvent
  expected: Record<string, unknown>
}

const root = new URL('../fixtures/', import.meta.url)
const fixtures = readdirSync(root).flatMap((category) =>
  readdirSync(new URL(`${category}/`, root)).map((file) => {
    const fixture = JSON.parse(readFileSync(new URL(`${category}/${file}`, root), 'utf8')) as Fixture
    return [`${category}/${file}`, category, fixture] as const
  }),
)

describe('real-world header sets', () => {
  it('include at least one fixture per category', () => {
    expect([...new Set(fixtures.map(([, category]) => category))].toSorted()).toEqual([...CATEGORIES].toSorted())
  })

  it.each(fixtures)('%s', (_name, category, fixture) => {
    expect(FaultEventSchema.safeParse(fixture.event).success).toBe(true)
    const analysis = analyzeEvent(fixture.event)
    expect(analysis.triggerCategory).toBe(category)
    expect(analysis).toMatchObject(fixture.expected)
  })
})
