/** POST /convert: read the HTML and options from the JSON or raw body, convert. */
import { defineRoute } from '@svc/core'
import { readConversionRequest } from '../domain/conversion-request.js'
import type { Converter } from '../infra/converter.js'
import { ConvertBody, ConvertQuery, ConvertReply } from '../schemas/convert.js'

export const convertRoute = ({ converter }: { converter: Converter }) =>
  defineRoute({
    method: 'POST',
    url: '/convert',
    summary: 'Convert HTML into clean Markdown',
    description:
      'Send JSON `{ html, mode?, includeMetadata? }` or the raw HTML with `Content-Type: text/html` and ' +
      '`?mode=…&includeMetadata=true`. Scripts, styles, event handlers, tracking and layout markup are removed. ' +
      'Pages over 256 KB convert in a worker pool with a 60 s limit (504 PROCESSING_TIMEOUT).',
    consumes: ['application/json', 'text/html'],
    rawExamples: { 'text/html': '<h1>Hi</h1>' },
    schema: { body: ConvertBody, querystring: ConvertQuery, response: { 200: ConvertReply } },
    handler({ body, query }) {
      const { html, options } = readConversionRequest(body, query)
      return converter.convert(html, options)
    },
  })
