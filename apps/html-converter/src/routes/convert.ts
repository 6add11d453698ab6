/** POST /convert: read the HTML and options from the JSON or raw body, convert. */
import { defineRoute } from '@svc/core'
import { htmlToMarkdown } from '@svc/html-markdown'
import { readConversionRequest } from '../domain/conversion-request.js'
import { ConvertBody, ConvertQuery, ConvertReply } from '../schemas/convert.js'

export const convertRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/convert',
    summary: 'Convert HTML into clean Markdown',
    description:
      'Send JSON `{ html, mode?, includeMetadata? }` or the raw HTML with `Content-Type: text/html` and ' +
      '`?mode=…&includeMetadata=true`. Scripts, styles, event handlers, tracking and layout markup are removed.',
    consumes: ['application/json', 'text/html'],
    rawExamples: { 'text/html': '<h1>Hi</h1>' },
    schema: { body: ConvertBody, querystring: ConvertQuery, response: { 200: ConvertReply } },
    handler({ body, query }) {
      const { html, options } = readConversionRequest(body, query)
      return htmlToMarkdown(html, options)
    },
  })
