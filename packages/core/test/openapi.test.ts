import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApi, buildService, defineRoute, defineService, keysAuth, mergeCatalog } from '../src/index.js'
import { toy } from './toy-service.js'

describe('the OpenAPI document', () => {
  it('names the standalone URL and the URL under the local runner as servers', async () => {
    const app = await buildService(toy, { auth: keysAuth(['k']) })
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    await app.close()
    const resolve = (server: { url: string; variables: Record<string, { default: string }> }) =>
      server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables[name]!.default)
    expect(doc.servers.map(resolve)).toEqual(['http://127.0.0.1:3998', 'http://127.0.0.1:8080/toy'])
  })
})

describe('operations for a generator', () => {
  const service = defineService({
    name: 'demo',
    version: '1.0.0',
    description: 'd',
    port: 3997,
    bodyLimit: 100,
    errors: { NO_SUCH_THING: { status: 404, fix: 'Ask for a thing that exists.' } },
    routes: () => [
      defineRoute({
        method: 'POST',
        url: '/analyze/batch',
        summary: 'b',
        schema: { body: z.object({}), response: { 200: z.object({}) } },
        handler: () => ({}),
      }),
      defineRoute({
        method: 'GET',
        url: '/items',
        summary: 'list',
        schema: { response: { 200: z.object({}) } },
        handler: () => ({}),
      }),
      defineRoute({
        method: 'POST',
        url: '/items',
        summary: 'add',
        schema: { body: z.object({}), response: { 200: z.object({}) } },
        handler: () => ({}),
      }),
    ],
  })
  const doc = buildOpenApi(service, service.routes({}, { onClose: () => {} }), mergeCatalog(service.errors)) as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, ErrorResponse> }>>
  }
  type ErrorResponse = { content: { 'application/json': { schema: { allOf: [unknown, EnumPart] } } } }
  type EnumPart = { properties: { error: { enum: string[] } } }
  const codes = (op: { responses: Record<string, ErrorResponse> }, status: string) =>
    op.responses[status]?.content['application/json'].schema.allOf[1].properties.error.enum

  it('names every operation service.path, with the method only when a path has several', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(ids).toEqual(['demo.health', 'demo.ready', 'demo.analyzeBatch', 'demo.getItems', 'demo.postItems'])
  })

  it('lists per status only the codes the operation can answer with', () => {
    const post = doc.paths['/analyze/batch']!.post!
    expect(codes(post, '400')).toEqual(['INVALID_JSON', 'JSON_TOO_DEEP', 'INVALID_REQUEST'])
    expect(codes(post, '401')).toEqual(['MISSING_API_KEY', 'INVALID_API_KEY'])
    expect(codes(post, '404')).toEqual(['NO_SUCH_THING'])
    expect(codes(post, '413')).toEqual(['PAYLOAD_TOO_LARGE'])
    expect(post.responses['405']).toBeUndefined()
    const get = doc.paths['/items']!.get!
    expect(codes(get, '400')).toEqual(['INVALID_REQUEST'])
    expect(get.responses['413']).toBeUndefined()
    expect(get.responses['415']).toBeUndefined()
    expect(codes(get, '504')).toEqual(['PROCESSING_TIMEOUT'])
  })
})

describe('named schemas', () => {
  it('moves zod ids from each schema $defs to components.schemas and points every $ref there', () => {
    const Item = z.object({ name: z.string() }).meta({ id: 'Item' })
    const service = defineService({
      name: 'named',
      version: '1.0.0',
      description: 'd',
      port: 3996,
      bodyLimit: 100,
      routes: () => [
        defineRoute({
          method: 'POST',
          url: '/items',
          summary: 's',
          schema: {
            body: z.object({ items: z.array(Item), first: Item }),
            response: { 200: z.object({ kept: z.array(Item), count: z.number().default(0) }) },
          },
          handler: () => ({ kept: [] }),
        }),
      ],
    })
    const doc = buildOpenApi(service, service.routes({}, { onClose: () => {} }), mergeCatalog(undefined))
    const text = JSON.stringify(doc)
    expect(text).not.toContain('$defs')
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1])
    // the request side of an id differs (zod closes only output objects), so it gets its own name
    expect([...new Set(refs)].sort()).toEqual([
      '#/components/schemas/Error',
      '#/components/schemas/Item',
      '#/components/schemas/ItemInput',
    ])
    const schemas = (doc as { components: { schemas: Record<string, unknown> } }).components.schemas
    expect(schemas.Item).toMatchObject({ type: 'object', properties: { name: { type: 'string' } } })
    expect(schemas.Item).toMatchObject({ additionalProperties: false })
    expect(schemas.ItemInput).not.toHaveProperty('additionalProperties')
  })
})
