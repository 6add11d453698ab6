/**
 * The local runner as `pnpm start` runs it (tools/local-runner/dist/main.js, built before these tests
 * by turbo.json's `@svc/client#test`), as a child process on a free loopback port with the key given.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const main = fileURLToPath(new URL('../../../../tools/local-runner/dist/main.js', import.meta.url))

export interface Runner {
  /** `127.0.0.1:<port>` */
  host: string
  stop(): Promise<void>
}

export async function startRunner(key: string): Promise<Runner> {
  if (!existsSync(main)) throw new Error('tools/local-runner is not built: run pnpm build first')
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', GATEWAY_KEYS: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const host = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on http:\/\/(127\.0\.0\.1:\d+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the runner exited with ${code}: ${stderr}`)))
  })
  return {
    host,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
