/**
 * The standalone log is buffered (bench/README.md): a quiet service's access line must still show
 * within a moment, and nothing buffered may be lost when the process shuts down.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./fixtures/standalone-slow.mjs', import.meta.url))

describe('the standalone log', () => {
  it('shows an access line within a second on a quiet service and keeps every line at shutdown', async () => {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', GATEWAY_KEYS: 'k' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
    })
    const deadline = Date.now() + 10_000
    while (!/listening (\d+)/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    const port = Number(/listening (\d+)/.exec(out)?.[1])
    const send = () =>
      fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'x-gateway-key': 'k', 'content-type': 'application/json', 'x-request-id': 'quiet-1' },
        body: '{"ms":1}',
      })
    expect((await send()).status).toBe(200)
    const sentAt = Date.now()
    while (!out.includes('"reqId":"quiet-1"') && Date.now() - sentAt < 2_000) {
      await new Promise((r) => setTimeout(r, 10))
    }
    expect(out).toContain('"reqId":"quiet-1"')
    expect(Date.now() - sentAt).toBeLessThan(1_000)

    const burst = 60 // about 14 KB of access lines: at least one flush on size, the rest at exit
    for (let i = 0; i < burst; i++) await send()
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const access = out.split('\n').filter((line) => line.includes('"msg":"request"'))
    expect(access).toHaveLength(1 + burst)
    expect(out).toContain('closing: finishing in-flight requests')
  })
})
