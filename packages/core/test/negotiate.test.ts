import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  buildOpenApi,
  buildService,
  chooseRepresentation,
  contentDisposition,
  defineRoute,
  defineService,
  keysAuth,
  mergeCatalog,
  negotiate,
} from '../src/index.js'

const QR = ['application/json', 'image/png', 'image/svg+xml', 'image/webp'] as const

describe('negotiate (RFC 9110 12.5.1)', () => {
  it('no Accept, an empty one or */* gives the operation default (its first offer)', () => {
    expect(negotiate(undefined, QR)).toBe('application/json')
    expect(negotiate('', QR)).toBe('application/json')
    expect(negotiate('*/*', QR)).toBe('application/json')
  })
  it('an exact type wins, whatever its place among offers', () => {
    expect(negotiate('image/webp', QR)).toBe('image/webp')
    expect(negotiate('IMAGE/SVG+XML', QR)).toBe('image/svg+xml')
  })
  it('q-values order the ranges; q=0 refuses', () => {
    expect(negotiate('application/json;q=0.5, image/png', QR)).toBe('image/png')
    expect(negotiate('image/png;q=0.2, application/json;q=0.9', QR)).toBe('application/json')
    expect(negotiate('*/*;q=0.1, image/svg+xml', QR)).toBe('image/svg+xml')
    expect(negotiate('image/*, image/png;q=0', QR)).toBe('image/svg+xml')
    expect(negotiate('application/json;q=0', QR)).toBeUndefined()
  })
  it('the most specific range decides an offer, the operation order breaks ties', () => {
    expect(negotiate('image/*', QR)).toBe('image/png')
    expect(negotiate('image/*;q=0.5, */*;q=0.4', QR)).toBe('image/png')
    // a browser's image request
    expect(negotiate('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', QR)).toBe('image/png')
    // curl's default
    expect(negotiate('*/*', ['application/pdf', 'application/json'])).toBe('application/pdf')
  })
  it('nothing offered is undefined (406); malformed q counts as 0; junk ranges are ignored', () => {
    expect(negotiate('text/csv', QR)).toBeUndefined()
    expect(negotiate('image/png;q=2', QR)).toBeUndefined()
    expect(negotiate('image/png;q=abc, application/json;q=0.3', QR)).toBe('application/json')
    expect(negotiate(',,;;, garbage', QR)).toBe('application/json')
  })
  it('reads at most 4 KB and 64 ranges of a header, so its cost is bounded whatever its length', () => {
    expect(negotiate(`x/${'y'.repeat(5000)},image/png`, QR)).toBeUndefined()
    expect(negotiate(`${'x/y,'.repeat(64)}image/png`, QR)).toBeUndefined()
    expect(negotiate(`${'x/y,'.repeat(63)}image/png`, QR)).toBe('image/png')
  })
})

describe('contentDisposition (RFC 6266)', () => {
  it('plain names as they are', () => {
    expect(contentDisposition('attachment', 'report', 'pdf')).toBe('attachment; filename="report.pdf"')
    expect(contentDisposition('inline', 'qr', 'png')).toBe('inline; filename="qr.png"')
  })
  it('quotes, backslashes, controls and non-ASCII replaced, with filename* for the real name', () => {
    expect(contentDisposition('attachment', 'a"b\\c\r\nd', 'csv')).toBe(
      'attachment; filename="a_b_c__d.csv"; filename*=UTF-8\'\'a%22b%5Cc%0D%0Ad.csv',
    )
    expect(contentDisposition('attachment', 'Übersicht 2026', 'xlsx')).toBe(
      'attachment; filename="_bersicht 2026.xlsx"; filename*=UTF-8\'\'%C3%9Cbersicht%202026.xlsx',
    )
  })
  it('bounds the name and never answers an empty one', () => {
    expect(contentDisposition('attachment', 'x'.repeat(10_000), 'pdf')).toBe(
      `attachment; filename="${'x'.repeat(120)}.pdf"`,
    )
    expect(contentDisposition('attachment', '', 'pdf')).toBe('attachment; filename="file.pdf"')
  })
})

describe('an operation that answers files', () => {
  const service = defineService({
    name: 'files',
    version: '1.0.0',
    description: 'd',
    port: 3996,
    bodyLimit: 1000,
    routes: () => [
      defineRoute({
        method: 'POST',
        url: '/render',
        summary: 'r',
        produces: { 'text/csv': 'The table as CSV.' },
        schema: { body: z.object({ n: z.number() }), response: { 200: z.object({ n: z.number() }) } },
        handler({ body, request, reply }) {
          const chosen = chooseRepresentation(request, ['application/json', 'text/csv'])
          if (chosen === 'application/json') return body
          reply.type('text/csv').header('content-disposition', contentDisposition('attachment', 'table', 'csv'))
          return `n\n${body.n}\n`
        },
      }),
    ],
  })

  it('documents each file type as binary 200 content and 406 NOT_ACCEPTABLE', () => {
    const doc = buildOpenApi(service, service.routes({}, { onClose: () => {} }), mergeCatalog(undefined)) as {
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>
    }
    const responses = doc.paths['/render']!.post.responses
    expect(Object.keys(responses['200']!.content)).toEqual(['application/json', 'text/csv'])
    expect(responses['200']!.content['text/csv']!.schema).toEqual({
      type: 'string',
      format: 'binary',
      description: 'The table as CSV.',
    })
    expect(responses['406']).toBeDefined()
  })

  it('answers the representation Accept picks, 406 in the envelope for none', async () => {
    const app = await buildService(service, { auth: keysAuth(['k']) })
    const post = (accept?: string) =>
      app.inject({
        method: 'POST',
        url: '/render',
        headers: { 'x-gateway-key': 'k', 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        payload: '{"n":3}',
      })
    try {
      expect((await post()).json()).toEqual({ n: 3 })
      const csv = await post('text/csv')
      expect(csv.headers['content-type']).toMatch(/^text\/csv/)
      expect(csv.headers['content-disposition']).toBe('attachment; filename="table.csv"')
      expect(csv.body).toBe('n\n3\n')
      const none = await post('image/png')
      expect(none.statusCode).toBe(406)
      expect(none.json()).toEqual({
        error: 'NOT_ACCEPTABLE',
        message: 'This operation answers application/json, text/csv; the Accept header names none of them.',
      })
    } finally {
      await app.close()
    }
  })
})
