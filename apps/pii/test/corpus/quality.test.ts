/**
 * Enforces the README's quality targets on the labelled corpus: at `high` coverage every type
 * has precision >= 0.95 and recall >= 0.95, and at most 1% of the log lines get any finding.
 */
import { describe, expect, it } from 'vitest'
import { PII_TYPES } from '../../src/domain/types.js'
import { corpus, scoreCorpus, scoreLogs } from './evaluate.js'

const { positives, negatives, logs } = corpus()

describe('labelled corpus', () => {
  it('holds at least 300 positives and 300 hard negatives, with positives for every type', () => {
    expect(positives.length).toBeGreaterThanOrEqual(300)
    expect(negatives.length).toBeGreaterThanOrEqual(300)
    const typed = new Set(positives.flatMap((c) => c.expect.map((e) => e.type)))
    expect([...typed].sort()).toEqual([...PII_TYPES].sort())
  })

  const { scores, misses } = scoreCorpus([...positives, ...negatives])
  it.each(scores.map((s) => [s.type, s] as const))('%s: precision and recall >= 0.95', (type, s) => {
    const mine = misses.filter((m) => m.type === type)
    expect({ type, precision: s.precision >= 0.95, recall: s.recall >= 0.95, misses: mine.slice(0, 5) }).toEqual({
      type,
      precision: true,
      recall: true,
      misses: mine.slice(0, 5),
    })
    expect(s.tp).toBeGreaterThanOrEqual(20)
  })

  it.each(['medium', 'high'] as const)('flags at most 1%% of log lines at %s coverage', (coverage) => {
    const score = scoreLogs(logs, coverage)
    expect(score.lines).toBeGreaterThanOrEqual(2000)
    expect(score.rate, score.examples.join('\n')).toBeLessThanOrEqual(0.01)
  })
})
