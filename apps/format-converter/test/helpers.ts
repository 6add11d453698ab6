/** Shared request helpers for the route tests. */
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { formatConverter } from '../src/app.js'

export async function buildApp(): Promise<FastifyInstance> {
  return (await buildTestApp(formatConverter)).app
}

export function postJson(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/convert',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  })
}

export function postRaw(
  app: FastifyInstance,
  body: string | Buffer,
  contentType: string,
  { query = '', accept }: { query?: string; accept?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/convert${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': contentType, ...(accept ? { accept } : {}) },
    payload: body,
  })
}

/** A multipart/form-data body with one file part and text fields. */
export function multipartBody(file: { name: string; content: string | Buffer }, fields: Record<string, string> = {}) {
  const boundary = '----fc-test-boundary'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export function postUpload(
  app: FastifyInstance,
  body: ReturnType<typeof multipartBody>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/convert',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': body.contentType },
    payload: body.payload,
  })
}

export { TEST_KEY }
