/** Process CPU time (user + system, all threads) of another process, from /proc/<pid>/stat. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** CPU microseconds the process has used so far (Linux only). */
export function processCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks / clockTicks()) * 1_000_000
}
