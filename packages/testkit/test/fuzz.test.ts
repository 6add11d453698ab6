import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fuzzService, reportProblems } from '../dist/fuzz/fuzz-service.js' // dist: the child process runs the built child.js

const appPath = fileURLToPath(new URL('./fixtures/broken-app.mjs', import.meta.url))
const liarPath = fileURLToPath(new URL('./fixtures/liar-app.mjs', import.meta.url))
const leakyPath = fileURLToPath(new URL('./fixtures/leaky-app.mjs', import.meta.url))

describe('the fuzzer finds what it promises to find', () => {
  it('reports a 500 and an amplified reply of a broken service, with its seed and a rerun command', async () => {
    const a = await fuzzService({ appPath, runs: 30, seed: 42, formatCases: 0, healthBoundMs: 60_000, settleMs: 0 })
    const problems = reportProblems(a).join('\n')
    expect(problems).toMatch(/status 500|reply \d+ bytes for a \d+-byte request/)
    expect(problems).toContain('plan: {"kind":')
    expect(problems).toContain('seed 42')
    expect(problems).toContain('rerun: pnpm fuzz --service broken --seed 42')
    expect(a.aliveAfter).toBe(true)
    expect(a.operations.map((op) => op.operation)).toEqual(['POST /greet'])
  }, 240_000)

  it('reports a 200 whose body does not match the schema the operation documents', async () => {
    const a = await fuzzService({ appPath: liarPath, runs: 30, seed: 7, formatCases: 2, healthBoundMs: 60_000 })
    const problems = reportProblems(a).join('\n')
    expect(problems).toMatch(/200 reply does not match its documented schema: reply\/greetings must be array/)
    expect(problems).toContain('rerun: pnpm fuzz --service liar --seed 7')
  }, 120_000)

  it('reports memory that does not come back near its baseline after the run', async () => {
    const a = await fuzzService({ appPath: leakyPath, runs: 30, seed: 3, settleMs: 2_000, formatCases: 2 })
    expect(a.rssSettled).toBe(false)
    expect(reportProblems(a).join('\n')).toMatch(
      /leaky: memory did not come back near its baseline: RSS \d+ MB 2 s after the run, \d+ MB before \(bound 1\.25x \+ 48 MB, seed 3\)/,
    )
  }, 120_000)
})
