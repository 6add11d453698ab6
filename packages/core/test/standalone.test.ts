import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./fixtures/standalone-slow.mjs', import.meta.url))

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function portOf(child: ChildProcess): Promise<number> {
  for await (const chunk of child.stdout!) {
    const match = /listening (\d+)/.exec(String(chunk))
    if (match) return Number(match[1])
  }
  throw new Error('the service did not start')
}

describe('runStandalone', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const child = start({ GATEWAY_KEYS: 'k', SHUTDOWN_GRACE_MS: '5000' })
    const port = await portOf(child)
    const inflight = fetch(`http://127.0.0.1:${port}/slow`, {
      method: 'POST',
      headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' },
      body: '{"ms":1500}',
    })
    // SIGTERM once the request is surely being served: one sent after closing began gets 503 (a
    // 100 ms pause lost that race on a loaded host).
    await new Promise((resolve) => setTimeout(resolve, 600))
    child.kill('SIGTERM')
    const res = await inflight
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
  })

  it('with METRICS_PORT serves /metrics there (no key) and not on PORT; TRACING=on answers with a traceparent', async () => {
    // A port of this package's test range (the service port itself is ephemeral).
    const metricsPort = 18098
    const child = start({ GATEWAY_KEYS: 'k', METRICS_PORT: String(metricsPort), TRACING: 'on' })
    try {
      const port = await portOf(child)
      const headers = { 'x-gateway-key': 'k', 'content-type': 'application/json' }
      const served = await fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST', headers, body: '{"ms":1}' })
      expect(served.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
      const onService = await fetch(`http://127.0.0.1:${port}/metrics`, { headers })
      expect(onService.status).toBe(404)
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(scraped.status).toBe(200)
      const text = await scraped.text()
      expect(text).toContain('http_requests_total{service="slow",route="/slow",method="POST",status_class="2xx"} 1\n')
      expect(text).toContain('service_build_info{service="slow",version="0.0.0"} 1\n')
    } finally {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
  })

  it('refuses to start without keys and says how to set them', async () => {
    const child = start({})
    let stderr = ''
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(stderr).toContain('GATEWAY_KEYS=')
    expect(stderr).toContain('GATEWAY_AUTH=off')
  })

  it('lists every bad variable and exits 1', async () => {
    const child = start({ GATEWAY_KEYS: 'k', PORT: 'eighty', LOG_LEVEL: 'chatty' })
    let stderr = ''
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(stderr).toMatch(/PORT[\s\S]*LOG_LEVEL/)
  })

  it('refuses a GATEWAY_KEYS_FILE that does not exist with the "Invalid environment" message', async () => {
    const child = start({ GATEWAY_KEYS_FILE: '/nonexistent/keys' })
    let stderr = ''
    child.stderr!.on('data', (chunk) => {
      stderr += chunk
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(stderr).toBe('slow: Invalid environment:\n  GATEWAY_KEYS_FILE: the file cannot be read (no such file)\n')
  })
})
