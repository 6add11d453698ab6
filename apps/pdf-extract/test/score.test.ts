/**
 * Accuracy does not regress: every file of ../shared/testdata/pdf-tables scores at least its recorded
 * F1, and every expected table at least its recorded positional F1 (and stays exact where it was),
 * all from test/score-baseline.json, written by `pnpm score --write-baseline`; with the peer's hints
 * and with `auto`. Skipped when the shared testdata is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aggregate, type CaseScore, loadCases, scoreCase, TESTDATA } from '../scripts/scoring.js'

const present = existsSync(TESTDATA)
const baseline = JSON.parse(readFileSync(new URL('./score-baseline.json', import.meta.url), 'utf8')) as {
  overall: { peer: number; auto: number }
  files: Record<
    string,
    {
      peer: number
      auto: number
      countOk: boolean | null
      tables: { index: number; exact: boolean; positionalF1: number }[]
    }
  >
}
const SLACK = 0.002

describe.skipIf(!present)(`accuracy against ${TESTDATA}`, () => {
  if (!present) it.skip('testdata absent: ../shared/testdata/pdf-tables not found', () => {})
  it('no file, no table and no overall score below the baseline', { timeout: 180_000 }, async () => {
    const peer: CaseScore[] = []
    const auto: CaseScore[] = []
    for (const c of loadCases()) {
      peer.push(await scoreCase(c, 'peer'))
      auto.push(await scoreCase(c, 'auto'))
    }
    const drops: string[] = []
    peer.forEach((s, i) => {
      const base = baseline.files[s.id]
      if (!base) return
      if (s.f1 < base.peer - SLACK) drops.push(`${s.id} peer F1 ${s.f1.toFixed(4)} < ${base.peer}`)
      const a = auto[i] as CaseScore
      if (a.f1 < base.auto - SLACK) drops.push(`${s.id} auto F1 ${a.f1.toFixed(4)} < ${base.auto}`)
      if (base.countOk === true && s.countOk !== true) drops.push(`${s.id} table count no longer exact`)
      for (const floor of base.tables) {
        const t = s.tables.find((x) => x.index === floor.index)
        if (!t) drops.push(`${s.id} table ${floor.index} not scored`)
        else if (t.positionalF1 < floor.positionalF1 - SLACK)
          drops.push(`${s.id} table ${floor.index} positional F1 ${t.positionalF1.toFixed(4)} < ${floor.positionalF1}`)
        else if (floor.exact && !t.exact) drops.push(`${s.id} table ${floor.index} no longer exact`)
      }
    })
    expect(drops).toEqual([])
    expect(aggregate(peer).f1).toBeGreaterThanOrEqual(baseline.overall.peer - SLACK)
    expect(aggregate(auto).f1).toBeGreaterThanOrEqual(baseline.overall.auto - SLACK)
    // the targets this engine meets today (README "Accuracy")
    expect(aggregate(peer.filter((s) => s.strategy === 'lattice')).f1).toBeGreaterThanOrEqual(0.98)
  })
})
