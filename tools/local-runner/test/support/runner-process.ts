/**
 * Starts the built runner (`dist/main.js`, what `pnpm start` runs) as a child process on a free
 * loopback port with the environment given, and stops it. Turbo builds the package before its tests.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url))

export interface RunnerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string
  stop(): Promise<void>
}

function spawnRunner(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Starts the runner and resolves once it listens (rejects with its stderr if it exits first). */
export async function startRunner(env: Record<string, string>): Promise<RunnerProcess> {
  const child = spawnRunner(env)
  let stderr = ''
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  let stdout = ''
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the runner exited with ${code}: ${stderr}`)))
  })
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

/** Runs the runner expecting it to refuse to start: its exit code and stderr. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnRunner(env)
  let stderr = ''
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  child.stdout!.resume()
  const [code] = await once(child, 'exit')
  return { code, stderr }
}
