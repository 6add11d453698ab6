import { defineService } from '@svc/core'
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { normalizeErrors } from '../src/errors.js'
import { listRoute, normalizeRoute } from '../src/normalize-route.js'
import { normalizeWith } from '../src/pipeline.js'
import { registry, vocabulary } from './helpers/adapters.js'

const demo = defineService({
  name: 'kit-demo',
  version: '1.0.0',
  description: 'normalize-kit route factory demo',
  port: 0,
  bodyLimit: 1_000_000,
  errors: normalizeErrors(vocabulary),
  routes: () => [
    listRoute(registry, { url: '/sources', member: 'sources' }),
    normalizeRoute({
      field: 'source',
      listPath: '/sources',
      example: { payload: { total: 1 } },
      summary: 'demo',
      reply: z.unknown(),
      handle: ({ payload, source }) => normalizeWith(registry, payload, { source, vocabulary }).record,
    }),
  ],
})

describe('route factory', () => {
  it('lists the registry on the configured path', async () => {
    const res = await injectAs(demo, { method: 'GET', url: '/sources' })
    expect(res.json().sources.map((s: { key: string }) => s.key)).toEqual(['acme', 'globex', 'shaped'])
  })
  it('validates the payload body and maps kit errors to 400/422', async () => {
    const ok = await injectAs(demo, { method: 'POST', url: '/normalize', payload: { payload: { total: '2.50' } } })
    expect(ok.json()).toEqual({ total: 2.5 })
    const bad = await injectAs(demo, { method: 'POST', url: '/normalize', payload: { payload: [] } })
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'INVALID_REQUEST'])
    const unknown = await injectAs(demo, { method: 'POST', url: '/normalize', payload: { payload: {}, source: 'zzz' } })
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'UNKNOWN_SOURCE'])
    expect(unknown.json().message).toContain('GET /sources')
    const odd = await injectAs(demo, { method: 'POST', url: '/normalize', payload: { payload: { q: 1 } } })
    expect([odd.statusCode, odd.json().error]).toEqual([422, 'UNRECOGNIZED_PAYLOAD'])
  })
})
