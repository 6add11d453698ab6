import { keysAuth } from '@svc/core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRunner } from '../src/runner.js'
import { services } from '../src/services.js'

const KEY = 'runner-test-key'
const body = { payload: { id: '7' }, schema: { type: 'object', properties: { id: { type: 'integer' } } } }
let app: FastifyInstance

beforeAll(async () => {
  app = await buildRunner(services, { auth: keysAuth([KEY]) })
})
afterAll(() => app.close())

describe('local runner', () => {
  it('mounts every service under /<name>/ with its probes', async () => {
    for (const service of services) {
      const res = await app.inject({ method: 'GET', url: `/${service.name}/health` })
      expect(res.json()).toEqual({ status: 'ok', service: service.name, version: service.version })
    }
    expect((await app.inject({ method: 'GET', url: '/' })).json().services).toHaveLength(services.length)
  })

  it('routes a bare path by x-gateway-host and by prefix, with the same answer', async () => {
    const byPrefix = await app.inject({
      method: 'POST',
      url: '/validator/validate',
      headers: { 'x-gateway-key': KEY },
      payload: body,
    })
    const byHost = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'x-gateway-key': KEY, 'x-gateway-host': 'validator.example.com' },
      payload: body,
    })
    expect(byPrefix.statusCode).toBe(200)
    expect(byHost.body).toBe(byPrefix.body)
    expect(byPrefix.json()).toMatchObject({ valid: false, summary: { errorCount: 1 } })
  })

  it('routes a bare path named like its service (/diff on the diff checker)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/diff',
      headers: { 'x-gateway-key': KEY, 'x-gateway-host': 'diff' },
      payload: { before: { a: 1 }, after: { a: '1' } },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().breakingChanges).toEqual([expect.objectContaining({ type: 'TYPE_CHANGED', field: 'a' })])
    const prefixed = await app.inject({
      method: 'POST',
      url: '/validator/validate',
      headers: { 'x-gateway-key': KEY, 'x-gateway-host': 'validator' },
      payload: body,
    })
    expect(prefixed.statusCode).toBe(200)
    const health = await app.inject({ method: 'GET', url: '/health', headers: { 'x-gateway-host': 'signer' } })
    expect(health.json()).toMatchObject({ service: 'signer' })
  })

  it('requires a key on mounted routes and answers unknown paths with 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/validator/validate', payload: body })
    expect(res.statusCode).toBe(401)
    const missing = await app.inject({ method: 'GET', url: '/nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe('NOT_FOUND')
    const wrongMethod = await app.inject({
      method: 'GET',
      url: '/validator/validate',
      headers: { 'x-gateway-key': KEY },
    })
    expect(wrongMethod.statusCode).toBe(405)
  })

  it("keeps Fastify's 4xx outside the services (a body it cannot parse on the way to a 404) instead of 500", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'INVALID_JSON', message: 'The body is not valid JSON.' },
    ])
  })
})

describe('the API reference', () => {
  it('serves every service at / to a browser, without a key, and the JSON listing to anything else', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html,*/*;q=0.8' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const config = JSON.parse(
      /data-config="([^"]+)"/
        .exec(page.body)![1]!
        .replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
    )
    expect(config.urls).toEqual(services.map((s) => ({ name: s.name, url: `${s.name}/docs/openapi.json` })))
    const listing = await app.inject({ method: 'GET', url: '/', headers: { accept: 'application/json' } })
    expect(listing.json().services.map((s: { name: string }) => s.name)).toEqual(services.map((s) => s.name))
  })

  it("serves the assets and each service's page and document without a key", async () => {
    const css = await app.inject({ method: 'GET', url: '/docs/assets/swagger-ui.css' })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    for (const service of services) {
      const page = await app.inject({ method: 'GET', url: `/${service.name}/docs` })
      expect(page.body).toContain(`<title>${service.name}: API reference</title>`)
      const document = (await app.inject({ method: 'GET', url: `/${service.name}/docs/openapi.json` })).json()
      expect(document.info.title).toBe(`${service.name} service`)
      expect(document.servers[0].url).toBe('..')
    }
  })
})

describe('local runner /metrics', () => {
  const seriesValue = (text: string, series: string) => {
    const found = text.split('\n').find((line) => line.startsWith(`${series} `))
    return found === undefined ? 0 : Number(found.slice(series.length + 1))
  }
  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(200)
    return response.body
  }

  it('serves one exposition for every mounted service, each series labelled with its service', async () => {
    const validated = 'http_requests_total{service="validator",route="/validate",method="POST",status_class="2xx"}'
    const diffErrors = 'http_errors_total{service="diff",code="INVALID_REQUEST"}'
    const unmatched = 'http_requests_total{service="local-runner",route="(unmatched)",method="GET",status_class="4xx"}'
    const before = await scrape()
    const headers = { 'x-gateway-key': KEY }
    await app.inject({ method: 'POST', url: '/validator/validate', headers, payload: body })
    await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { ...headers, 'x-gateway-host': 'validator' },
      payload: body,
    })
    await app.inject({ method: 'POST', url: '/diff/diff', headers, payload: { nope: 'SECRETBODY' } })
    await app.inject({ method: 'GET', url: '/SECRETPATH/x', headers })
    const text = await scrape()
    expect(text).not.toContain('SECRET')
    expect(text).not.toContain(KEY)
    expect(seriesValue(text, validated) - seriesValue(before, validated)).toBe(2)
    expect(seriesValue(text, diffErrors) - seriesValue(before, diffErrors)).toBe(1)
    expect(seriesValue(text, unmatched) - seriesValue(before, unmatched)).toBe(1)
    for (const service of services) {
      expect(text).toContain(`service_build_info{service="${service.name}",version="${service.version}"} 1`)
    }
    expect(text.match(/^# TYPE http_requests_total counter$/gm)).toHaveLength(1)
  })
})
