/**
 * Every committed service, started in-process on a free loopback port, called through its generated
 * client with each operation's OpenAPI example: the 200 body equals what the service answers the same
 * request directly (the contract makes answers deterministic), and the probes answer with their
 * identity. Errors come back typed as the envelope. A service added later is covered with no change.
 */
import { existsSync, readFileSync } from 'node:fs'
import { buildService, keysAuth } from '@svc/core'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { camelName, loadServices, openApiDocument, root } from '../scripts/services.mjs'
import * as clients from '../src/index.js'
import { type ErrorEnvelope, pdfExtractClient, validatorClient } from '../src/index.js'

const KEY = 'client-test-key'

type Media = { example?: unknown }
type Operation = {
  operationId: string
  requestBody?: { content: Record<string, Media> }
  responses?: Record<string, { content?: Record<string, unknown> }>
  parameters?: { name: string; in: string; schema?: { examples?: unknown[]; default?: unknown } }[]
}
type Document = { paths: Record<string, Record<string, Operation>> }
type AnyClient = {
  GET(path: string, init?: object): Promise<{ data?: unknown; error?: unknown; response: Response }>
  POST(path: string, init?: object): Promise<{ data?: unknown; error?: unknown; response: Response }>
}

const found = await loadServices()
const running = new Map<string, { app: Awaited<ReturnType<typeof buildService>>; base: string }>()

beforeAll(async () => {
  for (const { service } of found) {
    const app = await buildService(service, { auth: keysAuth([KEY]) })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    running.set(service.name, { app, base })
  }
}, 60_000)

afterAll(async () => {
  for (const { app } of running.values()) await app.close()
})

it('has a generated client for every committed service', () => {
  expect([...clients.serviceNames]).toEqual(found.map(({ service }) => service.name))
})

describe.each(found.map(({ service }) => [service.name, service] as const))(
  '%s through @svc/client',
  (name, service) => {
    const factory = (clients as unknown as Record<string, (options: clients.ClientOptions) => AnyClient>)[
      `${camelName(name)}Client`
    ]!

    it('answers the probes', async () => {
      const client = factory({ baseUrl: running.get(name)!.base, key: KEY })
      const { data } = await client.GET('/health')
      expect(data).toEqual({ status: 'ok', service: name, version: service.version })
    })

    it('answers every operation example as the service answers the same request (200 unless the example is elided)', async () => {
      const { app, base } = running.get(name)!
      const client = factory({ baseUrl: base, key: KEY })
      const document = (await openApiDocument(service)) as Document
      let called = 0
      for (const [path, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (method !== 'post' || !operation.requestBody) continue
          // JSON when the operation takes it, else its first type that is not a multipart form
          const content = Object.entries(operation.requestBody.content)
          const [type, media] =
            content.find(([t]) => t === 'application/json') ?? content.find(([t]) => t !== 'multipart/form-data')!
          const json = type === 'application/json'
          const query = Object.fromEntries(
            (operation.parameters ?? [])
              .filter((p) => p.in === 'query' && p.schema?.examples?.length)
              .map((p) => [p.name, p.schema!.examples![0]]),
          )
          // the JSON form of the answer where the operation offers one (pdf-optimize answers a PDF by default)
          const accept = operation.responses?.['200']?.content?.['application/json']
            ? { accept: 'application/json' }
            : {}
          const result = await client.POST(path, {
            body: media.example,
            params: { query },
            ...(json
              ? { headers: accept }
              : { bodySerializer: (body: unknown) => String(body), headers: { 'content-type': type, ...accept } }),
          })
          const direct = await app.inject({
            method: 'POST',
            url: path,
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
            headers: { 'x-gateway-key': KEY, 'content-type': type, ...accept },
            payload: json ? JSON.stringify(media.example) : String(media.example),
          })
          const label = `${operation.operationId} (${type}): ${JSON.stringify(result.error)}`
          // an example its authors elided (a PDF shortened with "…") is no request: the service refuses it
          if (JSON.stringify(media.example).includes('…')) {
            expect(result.response.status, label).toBeGreaterThanOrEqual(400)
            expect(result.response.status, label).toBeLessThan(500)
          } else {
            expect(result.response.status, label).toBe(200)
          }
          expect(result.response.status, label).toBe(direct.statusCode)
          expect(result.data ?? result.error, operation.operationId).toEqual(direct.json())
          called++
        }
      }
      expect(called).toBeGreaterThan(0)
    })
  },
)

/** Test data beside the repository (worktrees sit in /work), by a path relative to the repository root. */
const TABLE_PDF = '../shared/testdata/pdf-tables/tabula-spanning_cells.pdf'

describe('a file upload', () => {
  const pdf = new URL(TABLE_PDF, `file://${root}`)
  if (!existsSync(pdf)) console.warn(`client: the upload test is skipped, ${TABLE_PDF} is absent`)
  it.skipIf(!existsSync(pdf))('sends a PDF to pdf-extract as a multipart form and reads the typed tables', async () => {
    const base = running.get('pdf-extract')?.base
    if (!base) return expect.fail('pdf-extract is not a committed service')
    const form = () => {
      const data = new FormData()
      data.append('file', new Blob([readFileSync(pdf)], { type: 'application/pdf' }), 'spanning.pdf')
      return data
    }
    const client = pdfExtractClient({ baseUrl: base, key: KEY })
    // the form typed as the document describes it; fetch writes the boundary
    const file = new File([readFileSync(pdf)], 'spanning.pdf', { type: 'application/pdf' })
    const { data, error } = await client.POST('/extract', { body: { file } })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    expect(data.summary.tablesFound).toBeGreaterThan(0)
    expect(data.tables[0]!.rows).toBeGreaterThan(1)
    const direct = await fetch(`${base}/extract`, { method: 'POST', headers: { 'x-gateway-key': KEY }, body: form() })
    expect(data).toEqual(await direct.json())
  })
})

describe('typed calls', () => {
  it('validates a payload and reads the typed reply', async () => {
    const client = validatorClient({ baseUrl: running.get('validator')!.base, key: KEY })
    const { data, error } = await client.POST('/validate', {
      body: { payload: { id: 'seven' }, schema: { type: 'object', properties: { id: { type: 'integer' } } } },
    })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    // as in the README: once `error` is ruled out, `data` is the typed 200 body
    expect(data.valid).toBe(false)
    expect(data.summary.errorCount).toBe(1)
  })

  it('returns the error envelope, typed with the codes of the operation', async () => {
    const client = validatorClient({ baseUrl: running.get('validator')!.base, key: 'not-a-key' })
    const { data, error, response } = await client.POST('/validate', { body: { payload: 1, schema: {} } })
    expect(data).toBeUndefined()
    expect(response.status).toBe(401)
    expect(error).toMatchObject({ error: 'INVALID_API_KEY', message: expect.any(String) })
    type Code = NonNullable<typeof error>['error']
    expectTypeOf(error!).toExtend<ErrorEnvelope>()
    expectTypeOf<'INVALID_API_KEY' | 'UNSUPPORTED_KEYWORD' | 'PAYLOAD_TOO_LARGE'>().toExtend<Code>()
    // 404 and 405 belong to paths that are not operations: not among this operation's codes
    expectTypeOf<'NOT_FOUND'>().not.toExtend<Code>()
  })
})
