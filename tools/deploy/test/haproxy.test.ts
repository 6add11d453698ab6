/**
 * The reference HAProxy configuration: the committed file is valid for `haproxy -c`, and the same template,
 * rendered with two loopback echo replicas per service, routes for real: `/<service>/` with the prefix
 * stripped, `x-gateway-host` (first label, any case), the key passed through, x-gateway-host set to the
 * service's name, anything else a 404 in the shared envelope. Skipped, saying so, when haproxy is absent.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECK, DRAIN_MS, haproxyConfig, TIMEOUTS } from '../src/haproxy.mjs'

const root = new URL('../../..', import.meta.url).pathname
const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0
if (!haproxy) console.warn('haproxy is not installed (Debian package haproxy): the gateway routing tests are skipped')

describe('timeouts', () => {
  it('the proxy gives up idle connections before the services do, and drains within its checks', async () => {
    const { DEFAULT_SERVER_LIMITS } = await import('../../../packages/core/dist/http/server-limits.js')
    expect(TIMEOUTS.keepAlive).toBeLessThan(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs)
    expect(TIMEOUTS.poolPurge).toBeLessThan(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs)
    expect(TIMEOUTS.httpRequest).toBe(DEFAULT_SERVER_LIMITS.headersTimeoutMs)
    expect(DRAIN_MS).toBeGreaterThanOrEqual(CHECK.interMs * CHECK.fall)
  })
})

describe.skipIf(!haproxy)('the committed deploy/haproxy/haproxy.cfg', () => {
  it('is valid for haproxy -c', () => {
    const check = spawnSync('haproxy', ['-c', '-f', join(root, 'deploy', 'haproxy', 'haproxy.cfg')], {
      encoding: 'utf8',
    })
    expect(check.stdout + check.stderr).toContain('Configuration file is valid')
  })
})

describe.skipIf(!haproxy)('routing through HAProxy to loopback replicas', () => {
  const services = [
    { name: 'validator', port: 0 },
    { name: 'rate-limit', port: 0 },
  ]
  const echoes: Server[] = []
  let proxy: ChildProcess | undefined
  let work = ''
  let base = ''

  /** A replica that answers /ready and echoes what reached it. */
  function echo(name: string, replica: number): Promise<Server> {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      if (req.url === '/ready') return res.end('{"status":"ready"}')
      res.end(
        JSON.stringify({
          name,
          replica,
          url: req.url,
          host: req.headers['x-gateway-host'],
          key: req.headers['x-gateway-key'],
        }),
      )
    })
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'haproxy-test-'))
    const replicas = new Map<string, number[]>()
    for (const service of services) {
      const pair = [await echo(service.name, 1), await echo(service.name, 2)]
      echoes.push(...pair)
      replicas.set(
        service.name,
        pair.map((s) => (s.address() as AddressInfo).port),
      )
    }
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const stats = join(work, 'stats.sock')
    const config = haproxyConfig(services, {
      port,
      bind: '127.0.0.1',
      maxconn: 200,
      statsSocket: stats,
      replicas: (service: { name: string }) =>
        replicas.get(service.name)!.map((p, i) => `  server r${i + 1} 127.0.0.1:${p} check`),
    })
    writeFileSync(join(work, 'haproxy.cfg'), config)
    proxy = spawn('haproxy', ['-db', '-f', join(work, 'haproxy.cfg')], { stdio: 'ignore' })
    base = `http://127.0.0.1:${port}`
    // Up once the first checks pass (rise 2, every second).
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${base}/validator/x`).catch(() => undefined)
      if (res?.status === 200) break
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 20_000)

  afterAll(async () => {
    proxy?.kill('SIGTERM')
    for (const server of echoes) server.close()
    rmSync(work, { recursive: true, force: true })
  })

  const call = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it('routes /<service>/ with the prefix stripped, the query kept and the key passed through', async () => {
    const { status, body } = await call('/validator/validate?mode=strict', { 'x-gateway-key': 'k1' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'validator', url: '/validate?mode=strict', host: 'validator', key: 'k1' })
    expect((await call('/rate-limit/calculate')).body).toMatchObject({ name: 'rate-limit', url: '/calculate' })
  })

  it('strips only the first prefix: /validator/rate-limit/x reaches the validator as /rate-limit/x', async () => {
    expect((await call('/validator/rate-limit/x')).body).toMatchObject({ name: 'validator', url: '/rate-limit/x' })
  })

  it('routes a bare path by x-gateway-host (first label, any case) and sets it to the service name', async () => {
    const { body } = await call('/calculate', { 'x-gateway-host': 'Rate-Limit.example.com' })
    expect(body).toMatchObject({ name: 'rate-limit', url: '/calculate', host: 'rate-limit' })
  })

  it('balances over both replicas', async () => {
    const seen = new Set<unknown>()
    for (let i = 0; i < 10; i++) seen.add((await call('/validator/x')).body.replica)
    expect([...seen].sort()).toEqual([1, 2])
  })

  it('answers anything else with 404 NOT_FOUND in the shared envelope', async () => {
    for (const path of ['/', '/nope/x', '/validator']) {
      const { status, body } = await call(path, path === '/' ? { 'x-gateway-host': 'nope' } : {})
      expect(status).toBe(404)
      expect(body).toMatchObject({ error: 'NOT_FOUND' })
      expect(typeof body.message).toBe('string')
    }
  })
})
