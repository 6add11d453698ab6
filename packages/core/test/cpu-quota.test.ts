/** Worker-pool sizing from WORKER_THREADS, the cgroup CPU quota (v2 and v1, fake files) or the CPU count. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, cgroupCpuLimit, loadServiceConfig, poolSizingFromEnv } from '../src/index.js'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A fake cgroup mount: `files` maps paths below it to their contents. */
function fakeCgroup(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroup-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), `${text}\n`)
  }
  return root
}

describe('cgroupCpuLimit', () => {
  it('reads cgroup v2 cpu.max, rounding a fractional quota up', () => {
    expect(cgroupCpuLimit(fakeCgroup({ 'cpu.max': '200000 100000' }))).toBe(2)
    expect(cgroupCpuLimit(fakeCgroup({ 'cpu.max': '150000 100000' }))).toBe(2)
    expect(cgroupCpuLimit(fakeCgroup({ 'cpu.max': '50000 100000' }))).toBe(1)
    expect(cgroupCpuLimit(fakeCgroup({ 'cpu.max': 'max 100000' }))).toBeUndefined()
  })

  it('reads cgroup v1 cpu.cfs_quota_us / cpu.cfs_period_us (-1: no limit)', () => {
    const v1 = (quota: string, dir = 'cpu') =>
      fakeCgroup({ [`${dir}/cpu.cfs_quota_us`]: quota, [`${dir}/cpu.cfs_period_us`]: '100000' })
    expect(cgroupCpuLimit(v1('400000'))).toBe(4)
    expect(cgroupCpuLimit(v1('250000', 'cpu,cpuacct'))).toBe(3)
    expect(cgroupCpuLimit(v1('-1'))).toBeUndefined()
  })

  it('finds no limit where there is no cgroup file, or a file it cannot read as numbers', () => {
    expect(cgroupCpuLimit(fakeCgroup({}))).toBeUndefined()
    expect(cgroupCpuLimit(fakeCgroup({ 'cpu.max': 'garbage' }))).toBeUndefined()
  })
})

describe('poolSizingFromEnv', () => {
  const cpus = Math.max(1, availableParallelism())

  it('takes WORKER_THREADS and WORKER_QUEUE first', () => {
    const root = fakeCgroup({ 'cpu.max': '100000 100000' })
    expect(poolSizingFromEnv({ WORKER_THREADS: '3', WORKER_QUEUE: '7' }, root)).toEqual({
      threads: 3,
      queue: 7,
      source: 'WORKER_THREADS',
    })
  })

  it('defaults to the cgroup quota when it is below the CPU count, else to the CPU count', () => {
    const one = fakeCgroup({ 'cpu.max': '100000 100000' })
    expect(poolSizingFromEnv({}, one)).toEqual(
      cpus > 1 ? { threads: 1, queue: undefined, source: 'cgroup' } : { threads: 1, queue: undefined, source: 'cpus' },
    )
    const huge = fakeCgroup({ 'cpu.max': `${(cpus + 8) * 100_000} 100000` })
    expect(poolSizingFromEnv({}, huge)).toEqual({ threads: cpus, queue: undefined, source: 'cpus' })
    expect(poolSizingFromEnv({}, fakeCgroup({}))).toEqual({ threads: cpus, queue: undefined, source: 'cpus' })
  })

  it('refuses a WORKER_THREADS that is not a positive integer, naming the variable and not its value', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => poolSizingFromEnv({ WORKER_THREADS: bad })).toThrow(ConfigError)
      expect(() => poolSizingFromEnv({ WORKER_THREADS: bad })).toThrow(/WORKER_THREADS/)
    }
    expect(() => loadServiceConfig({}, { WORKER_QUEUE: '-1' })).toThrow(/WORKER_QUEUE/)
  })
})
