import { describe, expect, it } from 'vitest'
import { analyzeEvent } from '../../src/domain/analyze-event.js'
import { CLASSIFY_RULES, RULES } from '../../src/domain/rule-table.js'
import { SOURCES } from '../../src/domain/sources.js'
import { ADJUST_EXAMPLES, CLASSIFY_EXAMPLES } from './rule-examples.js'
import { NEAR_MISSES } from './rule-near-misses.js'

describe('classification rules, one example each', () => {
  it.each(CLASSIFY_EXAMPLES)('%s classifies its example as %s', (id, event, category) => {
    const rule = CLASSIFY_RULES.find((candidate) => candidate.id === id)!
    const analysis = analyzeEvent(event)
    expect(analysis.appliedRules[0]).toBe(id)
    expect(analysis.triggerCategory).toBe(category)
    expect(analysis.triggerSubcategory).toBe(rule.effect.subcategory)
    expect(analysis.likelyLayer).toBe(rule.effect.layer)
    expect(analysis.severityHint).toBe(rule.effect.severity)
    expect(analysis.recommendedNextSteps.slice(0, rule.effect.steps.length)).toEqual(rule.effect.steps)
  })
})

describe('adjustment rules, one example each', () => {
  it.each(ADJUST_EXAMPLES)('%s applies to its example', (id, event, expected) => {
    const analysis = analyzeEvent(event)
    expect(analysis.appliedRules).toContain(id)
    expect(analysis).toMatchObject(expected)
  })
})

describe('every rule, on its near miss', () => {
  it.each(NEAR_MISSES)('%s does not apply', (id, event) => {
    expect(analyzeEvent(event).appliedRules).not.toContain(id)
  })
})

describe('the table', () => {
  it('has exactly one example per rule and unique ids', () => {
    const ids = RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    const examples = [...CLASSIFY_EXAMPLES, ...ADJUST_EXAMPLES].map(([id]) => id)
    expect(examples.toSorted()).toEqual(ids.toSorted())
  })

  it('has exactly one near miss per rule', () => {
    expect(NEAR_MISSES.map(([id]) => id).toSorted()).toEqual(RULES.map((rule) => rule.id).toSorted())
  })

  it('cites a known source and gives a rationale for every rule', () => {
    for (const rule of RULES) {
      expect(SOURCES[rule.source], rule.id).toBeDefined()
      expect(rule.rationale.length, rule.id).toBeGreaterThan(10)
    }
  })

  it('ends with catch-all rules, so every status 400-599 is classified', () => {
    for (let status = 400; status <= 599; status++) {
      expect(analyzeEvent({ statusCode: status }).appliedRules).toHaveLength(1)
    }
  })
})
