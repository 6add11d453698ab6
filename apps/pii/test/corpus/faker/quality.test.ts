/**
 * Accuracy on the faker corpus (corpus.ts: ten locales, fixed seed, generated per run): floors per
 * type, and no raw positive value left in any redacted output.
 */
import { describe, expect, it } from 'vitest'
import { scoreCorpus } from '../evaluate.js'
import { fakerCorpus } from './corpus.js'
import { countLeaks } from './leaks.js'

const { positives, negatives } = fakerCorpus()
const { scores, misses } = scoreCorpus([...positives, ...negatives])

/** [precision floor, recall floor] per type. */
const FLOORS: Record<string, [number, number]> = {
  credit_card: [0.97, 0.97],
  iban: [0.97, 0.97],
  ssn: [0.97, 0.97],
  email: [0.95, 0.95],
  phone: [0.95, 0.95],
  ip_address: [0.95, 0.95],
  postal_address: [0.95, 0.9],
  person_name: [0.95, 0.9],
}

describe('faker corpus', () => {
  it('holds at least 2,000 positives and 2,000 hard negatives of every required kind', () => {
    expect(positives.length).toBeGreaterThanOrEqual(2000)
    expect(negatives.length).toBeGreaterThanOrEqual(2000)
    const kinds = new Set(negatives.map((c) => c.id.replace(/^faker-[a-zA-Z_]+-neg-/, '').replace(/-\d+$/, '')))
    for (const kind of [
      'uuid',
      'sha256',
      'git-sha',
      'semver',
      'order-number',
      'iso-timestamp',
      'card-like-luhn-fail',
      'isbn',
      'product-code',
      'batch-code',
    ])
      expect(kinds.has(kind), kind).toBe(true)
    expect(new Set(positives.map((c) => c.note)).size).toBe(10)
  })

  it.each(Object.entries(FLOORS))('%s meets its precision and recall floors', (type, [precision, recall]) => {
    const s = scores.find((x) => x.type === type)
    const mine = misses.filter((m) => m.type === type).slice(0, 5)
    expect(s?.tp, type).toBeGreaterThanOrEqual(150)
    expect({ precision: (s?.precision ?? 0) >= precision, recall: (s?.recall ?? 0) >= recall, misses: mine }).toEqual({
      precision: true,
      recall: true,
      misses: mine,
    })
  })

  it('reports no other type on the positives and hard negatives beyond the floors above', () => {
    const others = scores.filter((s) => !(s.type in FLOORS) && s.fp > 0)
    expect(others.map((s) => `${s.type}: ${s.fp}`)).toEqual([])
  })

  it('leaves no raw positive value in any redacted output (coverage high, mask)', () => {
    expect(countLeaks(positives)).toEqual([])
  })
})
