/** POST /convert: pick the request style, plan the conversion, run it, send the document. */
import { contentDisposition, defineRoute, type UploadReader } from '@svc/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  isRawJson,
  type PlannedConversion,
  planEnvelope,
  planRaw,
  planUpload,
  type RequestParts,
} from '../engine/plan-conversion.js'
import type { Converter, ConverterResult } from '../infra/converter.js'
import { CONSUMES, PRODUCES, RAW_EXAMPLES } from '../schemas/consumes.js'
import { ConvertBody, ConvertJsonBody, ConvertQuery, ConvertReply } from '../schemas/convert.js'

export const convertRoute = ({ converter, upload }: { converter: Converter; upload: UploadReader }) =>
  defineRoute({
    method: 'POST',
    url: '/convert',
    summary: 'Convert between structured data formats and documents (Markdown, HTML, PDF)',
    description:
      'Three request styles: a JSON envelope `{ from, to, data, options? }`; a raw body whose Content-Type names the ' +
      'input (`?to=` or Accept names the output, `?from=` for text/plain); or multipart with a `file` part and fields ' +
      '`to`, `from`, `options` (JSON text), `download=1`. Inputs of 1 KB and more, and every PDF, XML, Excel or HTML output, convert in a worker pool (60 s limit). ' +
      'Budgets: a reply holds at most 12 times the request plus 1,000,000 bytes (else 422 INVALID_TRANSFORMATION with ' +
      '`limit: "outputBytes"`, `maximum`, `actual`); a table read or written holds at most 16,384 columns and a bounded ' +
      'number of cells, nesting built by a reader at most 400 levels, YAML aliases add at most 1,000,000 nodes ' +
      '(else 400 INVALID_INPUT, or 422 for a table a writer would lay out, with `limit` naming it).',
    consumes: CONSUMES,
    produces: PRODUCES,
    form: upload.form,
    rawExamples: RAW_EXAMPLES,
    schema: { body: ConvertBody, querystring: ConvertQuery, response: { 200: ConvertReply } },
    async handler({ body, query, request, reply }) {
      const plan = await planRequest(request, body, query, upload)
      const result = await converter.convert(plan.job, Number(request.headers['content-length'] ?? 0))
      return send(reply, result, plan)
    },
  })

async function planRequest(
  request: FastifyRequest,
  body: unknown,
  query: ConvertQuery,
  upload: UploadReader,
): Promise<PlannedConversion> {
  const parts: RequestParts = {
    mediaType: (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase(),
    accept: request.headers.accept ?? '',
    query,
    body,
  }
  if (upload.accepts(request)) return planUpload(await upload.read(request), parts)
  if (parts.mediaType === 'application/json' && !isRawJson(parts)) return planEnvelope(ConvertJsonBody.parse(body))
  return planRaw(parts)
}

/** Outputs that are files to save rather than text to show: always sent as an attachment. */
const BINARY = new Set(['xlsx', 'pdf'])

/**
 * The document with its own Content-Type and a Content-Disposition naming it (docs/contract.md, Files):
 * `attachment` for binary outputs and with `download`, `inline` otherwise; `Vary: Accept` because
 * Accept can pick the output.
 */
function send(reply: FastifyReply, result: ConverterResult, plan: PlannedConversion) {
  reply.header('content-type', result.contentType)
  reply.header('vary', 'Accept')
  const attach = plan.download || BINARY.has(result.extension)
  reply.header(
    'content-disposition',
    contentDisposition(attach ? 'attachment' : 'inline', plan.baseName, result.extension),
  )
  const { body } = result
  if (typeof body === 'string' || !(body instanceof Uint8Array)) return body
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
}
