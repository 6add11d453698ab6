import { describe, expect, it } from 'vitest'
import type { Segment } from '../../src/domain/page-content.js'
import { clusterPositions, components, coverage, mergeLines } from '../../src/domain/rulings.js'

const h = (at: number, from: number, to: number): Segment => ({ orientation: 'h', at, from, to })
const v = (at: number, from: number, to: number): Segment => ({ orientation: 'v', at, from, to })

describe('rulings', () => {
  it('joins collinear pieces across small gaps and snaps near-equal positions', () => {
    const lines = mergeLines([h(100, 0, 50), h(100.8, 52, 120), h(100, 130, 200), v(10, 0, 50)], 'h')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ from: 0, to: 120 })
    // one position for the whole cluster: the mean weighted by length
    expect(lines[0]?.at).toBeCloseTo((100 * 50 + 100.8 * 68 + 100 * 70) / 188, 5)
    expect(lines[1]?.at).toBe(lines[0]?.at)
    expect(lines[1]).toMatchObject({ from: 130, to: 200 })
  })

  it('drops pieces shorter than the minimum length', () => {
    expect(mergeLines([h(5, 0, 1), h(9, 0, 2.5)], 'h')).toEqual([])
  })

  it('groups touching horizontals and verticals into separate grids', () => {
    const hs = mergeLines([h(0, 0, 100), h(50, 0, 100), h(300, 0, 100), h(350, 0, 100)], 'h')
    const vs = mergeLines([v(0, 0, 50), v(100, 0, 50), v(0, 300, 350), v(100, 300, 350)], 'v')
    const groups = components(hs, vs)
    expect(groups.map((g) => [g.horizontals.length, g.verticals.length])).toEqual([
      [2, 2],
      [2, 2],
    ])
  })

  it('merges double rules and measures how much of a boundary is drawn', () => {
    expect(clusterPositions([10, 12.5, 40, 41, 90], 4)).toEqual([11.25, 40.5, 90])
    const lines = [
      { at: 50, from: 0, to: 30 },
      { at: 51, from: 60, to: 100 },
    ]
    expect(coverage(lines, 50, 0, 100, 2)).toBeCloseTo(0.7, 5)
    expect(coverage(lines, 80, 0, 100, 2)).toBe(0)
  })
})
