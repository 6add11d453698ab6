/** POST /convert: read the HTML and options from the JSON or raw body, convert. */
import { defineRoute } from '@svc/core'
import { AppError } from '@svc/core/errors'
import { readConversionRequest } from '../domain/conversion-request.js'
import { replyBudget, tablesFit } from '../domain/table-budget.js'
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
      '30 s waiting for a free worker (503 OVERLOADED with Retry-After, also when the queue is full). ' +
      'A page whose Markdown would pass 12 x the HTML plus 1 MB (table spans widen every row) is refused with 422 REPLY_TOO_LARGE, ' +
      'checked on the tags before conversion.',
    consumes: ['application/json', 'text/html'],
    rawExamples: { 'text/html': '<h1>Hi</h1>' },
    schema: { body: ConvertBody, querystring: ConvertQuery, response: { 200: ConvertReply } },
    async handler({ body, query, reply }) {
      const { html, options } = readConversionRequest(body, query)
      const tables = await tablesFit(html)
      if (!tables.fits) throw tooLarge(tables.budget)
      // A connection closed before the answer went out: the caller is gone, so its page leaves the queue.
      const gone = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort()
      })
      // Spans that expand run in the worker pool whatever the page's size: 2.3 KB of colspan=1000 rowspan=1000
      // took over a second to convert.
      const result = await converter.convert(html, options, gone.signal, tables.heavy)
      // The estimate covers tables; anything else that grows past the budget is refused the same way.
      if (result.markdown.length > replyBudget(html.length)) throw tooLarge(replyBudget(html.length))
      return result
    },
  })

function tooLarge(budget: number): AppError {
  return new AppError(
    'REPLY_TOO_LARGE',
    `The Markdown would exceed the reply budget of ${budget.toLocaleString('en-US')} characters (12 x the HTML plus 1 MB); table spans widen every row of their table.`,
    { limit: budget },
  )
}
