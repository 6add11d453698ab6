/**
 * The form types the generator writes, from the two ways a document can describe a multipart body:
 * a raw example (what core documents today) and an object schema listing the parts (OpenAPI's own
 * way, which the generator keeps as it is, file parts included).
 */
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'
import { describeForms, FORM_TYPES } from '../scripts/forms.mjs'

async function typesOf(multipart: object, json?: object): Promise<string> {
  const document = {
    openapi: '3.1.0',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/upload': {
        post: {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': multipart, ...(json ? { 'application/json': json } : {}) },
          },
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  }
  const ast = await openapiTS(describeForms(document) as never, { emptyObjectsUnknown: true, ...FORM_TYPES })
  return astToString(ast).replace(/\s+/g, ' ')
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ')

describe('multipart form types', () => {
  it('a raw example: its parts, a part with a filename a required file part, the others optional text', async () => {
    const example =
      '--X\r\nContent-Disposition: form-data; name="file"; filename="orders.csv"\r\n\r\nsku\nA-1\n\r\n' +
      '--X\r\nContent-Disposition: form-data; name="to"\r\n\r\nexcel\r\n--X--'
    const types = await typesOf({ schema: { type: 'string' }, example })
    expect(types).toContain(squeeze('"multipart/form-data": FormData | {'))
    expect(types).toContain('file: Blob | Uint8Array;')
    expect(types).toContain('to?: string;')
  })

  it("a raw example without parts still has the contract's file part `file`", async () => {
    const types = await typesOf({ schema: { type: 'string' }, example: '(a PDF)' })
    expect(types).toContain('file: Blob | Uint8Array;')
  })

  it('an object schema: its properties and required list, binary parts as files, the JSON body untouched', async () => {
    const types = await typesOf(
      {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', format: 'binary' },
            attachment: { type: 'string', contentMediaType: 'application/pdf' },
            download: { type: 'string', enum: ['0', '1'] },
          },
        },
      },
      { schema: { type: 'object', properties: { file: { type: 'string' } } } },
    )
    expect(types).toContain('file: Blob | Uint8Array;')
    expect(types).toContain('attachment?: Blob | Uint8Array;')
    expect(types).toContain('download?: "0" | "1";')
    expect(types).toContain(squeeze('"application/json": { file?: string; };'))
  })
})
