/**
 * The fuzz stage: every service under apps/ (built) is started as its own standalone process and each
 * of its operations gets FUZZ_RUNS hostile requests (default 12, fixed seed FUZZ_SEED so CI is
 * reproducible; `pnpm fuzz --service S --runs N` for long runs with a fresh seed).
 * See packages/testkit/src/fuzz/fuzz-service.ts for the property.
 */
import { fileURLToPath } from 'node:url'
import { fuzzService, reportProblems, serviceApps } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { services } from '../src/services.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const runs = Number(process.env.FUZZ_RUNS ?? 12)
const seed = Number(process.env.FUZZ_SEED ?? 20261124)
// Format cases per service (packages/testkit/src/fuzz/format-bombs.ts), chosen by the run's random seed: a few keep
// the stage's time; `pnpm fuzz` sends every one.
const formatCases = Number(process.env.FUZZ_FORMAT_CASES ?? 4)
const apps = serviceApps(root)

describe('fuzz: every operation of every service over real HTTP', () => {
  it('finds a built app for every service the runner mounts', () => {
    const folders = apps.map((a) => a.folder)
    for (const service of services) expect(folders).toContain(service.name)
  })

  for (const { folder, appPath } of apps) {
    it(`${folder}: hostile requests get 2xx or a catalog 4xx, /health stays fast, the process lives`, async () => {
      const report = await fuzzService({ appPath, runs, seed, formatCases })
      expect(report.operations.length).toBeGreaterThan(0)
      expect(report.operations.every((op) => op.runs === runs || op.failure)).toBe(true)
      expect(reportProblems(report)).toEqual([])
    }, 180_000)
  }
})
