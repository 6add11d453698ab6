import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

let app: Awaited<ReturnType<typeof buildService>>

beforeAll(async () => {
  app = await buildService(toy, { auth: keysAuth(['k']) })
})
afterAll(() => app.close())

describe('the API reference at /docs', () => {
  it('serves the page without a key, confined to its own origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'")
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.body).toContain('<title>toy: API reference</title>')
    expect(res.body).toContain('data-config="{&#34;url&#34;:&#34;docs/openapi.json&#34;}"')
    expect(res.body).not.toMatch(/https?:\/\//)
  })

  it('serves the document with this server first and the same operations as /openapi.json', async () => {
    const served = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json()
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    expect(served.servers[0]).toEqual({ url: '..', description: 'This server (the one serving this page)' })
    expect(served.servers.slice(1)).toEqual(document.servers)
    expect(served.paths).toEqual(document.paths)
    expect(Object.keys(document.paths).some((path) => path.startsWith('/docs'))).toBe(false)
  })

  it('serves the renderer from swagger-ui-dist and nothing else', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/docs/assets/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(bundle.body.length).toBeGreaterThan(500_000)
    const init = await app.inject({ method: 'GET', url: '/docs/assets/init.js' })
    expect(init.body).toContain('validatorUrl: null')
    const other = await app.inject({ method: 'GET', url: '/docs/assets/..%2Fpackage.json' })
    expect(other.statusCode).toBe(404)
    expect(other.json().error).toBe('NOT_FOUND')
  })

  it('answers another method on /docs with 405 after the key check, like the probes', async () => {
    const res = await app.inject({ method: 'POST', url: '/docs', headers: { 'x-gateway-key': 'k' } })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})
