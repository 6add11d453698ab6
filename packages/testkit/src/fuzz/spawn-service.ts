/**
 * Starts one service's standalone process (child.ts) on a free loopback port and stops it again.
 * Its stdout (the access log) is kept so tests can check that no body text was logged.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const FUZZ_KEY = 'fuzz-key-9d2e61c0b7a3'

export interface RunningService {
  name: string
  port: number
  bodyLimit: number
  maxJsonDepth: number
  /** Every error code the service may answer: its own catalog merged with core's. */
  codes: ReadonlySet<string>
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  alive(): boolean
  /** Resident set size of the child, from /proc (Linux), in bytes; undefined elsewhere. */
  rss(): Promise<number | undefined>
  /** SIGTERM, then the exit code (SIGKILL after `graceMs` + 5 s). */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

interface Hello {
  port: number
  name: string
  bodyLimit: number
  maxJsonDepth: number
  codes: string[]
}

const CHILD = fileURLToPath(new URL('./child.js', import.meta.url))

export async function spawnService(
  appPath: string,
  env: Record<string, string> = {},
  startTimeoutMs = 30_000,
): Promise<RunningService> {
  const chunks: string[] = []
  const child = fork(CHILD, [appPath], {
    env: { ...process.env, GATEWAY_KEYS: FUZZ_KEY, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  const hello = await new Promise<Hello>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${appPath}: no port after ${startTimeoutMs} ms`)), startTimeoutMs)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message as Hello)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${appPath}: exited with ${code} before listening:\n${chunks.join('').slice(0, 2000)}`))
    })
  })
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
  })
  return {
    ...hello,
    codes: new Set(hello.codes),
    child,
    output: () => chunks.join(''),
    alive: () => child.exitCode === null && child.signalCode === null,
    async rss() {
      try {
        const { readFile } = await import('node:fs/promises')
        const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
        const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
        return kb ? Number(kb) * 1024 : undefined
      } catch {
        return undefined
      }
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
      child.kill(signal)
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      const code = await exited
      clearTimeout(killer)
      return code
    },
  }
}
