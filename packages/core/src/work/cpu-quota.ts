/**
 * The CPUs a container may use, from its cgroup: v2 `cpu.max` ("<quota> <period>" or "max <period>"),
 * else v1 `cpu.cfs_quota_us` / `cpu.cfs_period_us` (quota -1: no limit). Node 20's
 * `os.availableParallelism()` counts the node's CPUs and ignores the quota, so a pod limited to 2 CPUs
 * on a 64-core node would start 64 worker threads. A fractional quota rounds up (1.5 CPUs -> 2 threads:
 * the threads share the quota rather than leave half a CPU unused).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const CGROUP_ROOT = '/sys/fs/cgroup'

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim()
  } catch {
    return undefined
  }
}

function cpus(quota: number, period: number): number | undefined {
  if (!Number.isFinite(quota) || !Number.isFinite(period) || quota <= 0 || period <= 0) return undefined
  return Math.max(1, Math.ceil(quota / period))
}

/** The whole CPUs the cgroup at `root` allows, or undefined when no quota is set (or none is readable). */
export function cgroupCpuLimit(root = CGROUP_ROOT): number | undefined {
  const v2 = read(join(root, 'cpu.max'))
  if (v2 !== undefined) {
    const [quota, period] = v2.split(/\s+/)
    if (quota === 'max') return undefined
    return cpus(Number(quota), Number(period ?? 100_000))
  }
  for (const dir of ['cpu', 'cpu,cpuacct', 'cpuacct,cpu', '.']) {
    const quota = read(join(root, dir, 'cpu.cfs_quota_us'))
    if (quota === undefined) continue
    return cpus(Number(quota), Number(read(join(root, dir, 'cpu.cfs_period_us')) ?? 100_000))
  }
  return undefined
}
