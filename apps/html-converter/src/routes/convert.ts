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
      'Pages of 16 KiB or more convert in a worker pool: 60 s of work each (504 PROCESSING_TIMEOUT), after at most ' +
      '30 s waiting for a free worker (503 OVERLOADED with Retry-After, also when the queue is full).',
    consumes: ['application/json', 'text/html'],
    rawExamples: { 'text/html': '<h1>Hi</h1>' },
    schema: { body: ConvertBody, querystring: ConvertQuery, response: { 200: ConvertReply } },
    handler({ body, query, reply }) {
      const { html, options } = readConversionRequest(body, query)
      // A connection closed before the answer went out: the caller is gone, so its page leaves the queue.
      const gone = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort()
      })
      return converter.convert(html, options, gone.signal)
    },
  })
