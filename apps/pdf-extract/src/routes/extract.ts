/**
 * POST /extract: read the PDF and options, extract in the worker pool, answer JSON or the file.
 * The representation follows the shared rule for file answers (docs/contract.md "Files"): without
 * `outputFormat`, Accept picks JSON (the default), the workbook or the ZIP of CSVs; with it, Accept must
 * accept that format's type (else 406).
 */
import { chooseRepresentation, contentDisposition, defineRoute } from '@svc/core'
import { SAMPLE_TABLE_MULTIPART } from '@svc/sample-pdf'
import { readExtractionRequest } from '../domain/extraction-request.js'
import type { Extractor } from '../infra/extractor.js'
import { PDF_FORM } from '../infra/multipart-body.js'
import { ExtractBody, ExtractQuery, ExtractReply } from '../schemas/extract.js'

const MEDIA = {
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'application/zip',
} as const
type OutputFormat = keyof typeof MEDIA
const FORMAT_OF = new Map(Object.entries(MEDIA).map(([format, type]) => [type, format as OutputFormat]))

export const extractRoute = ({ extractor }: { extractor: Extractor }) =>
  defineRoute({
    method: 'POST',
    url: '/extract',
    summary: 'Extract the tables of a text-based PDF',
    description:
      'Send the PDF as the multipart part `file` or as JSON `{ "file": "<base64>" }` (25 MB at most; the ' +
      'multipart example uses the boundary `example-boundary`). ' +
      '`outputFormat=xlsx` (or `Accept: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`) answers a ' +
      'workbook with one sheet per table; `csv` (or `Accept: application/zip`) a ZIP of `page-<p>-table-<n>.csv`. ' +
      'Runs in a worker pool with a 60 s limit (504 PROCESSING_TIMEOUT). No OCR: a scanned PDF answers no tables and a NO_TEXT_LAYER warning.',
    consumes: ['multipart/form-data', 'application/json'],
    // JSON's example is the body schema's; multipart's is the raw form (tools that pick JSON first, like pnpm load, send base64)
    form: PDF_FORM,
    rawExamples: { 'multipart/form-data': SAMPLE_TABLE_MULTIPART },
    produces: {
      [MEDIA.xlsx]:
        'The workbook, one worksheet per table (`Content-Disposition: attachment; filename="tables.xlsx"`).',
      [MEDIA.csv]: 'A ZIP of one CSV per table (`tables.zip`).',
    },
    schema: { body: ExtractBody, querystring: ExtractQuery, response: { 200: ExtractReply } },
    async handler({ body, query, request: http, reply }) {
      const named = (http.query as { outputFormat?: string } | undefined)?.outputFormat !== undefined
      const chosen = chooseRepresentation(http, named ? [MEDIA[query.outputFormat]] : Object.values(MEDIA))
      reply.header('vary', 'Accept')
      const request = readExtractionRequest(body.file, { ...query, outputFormat: FORMAT_OF.get(chosen)! })
      const result = await extractor.extract(request)
      if (request.outputFormat === 'json' || !result.file) return result.output
      const extension = request.outputFormat === 'xlsx' ? 'xlsx' : 'zip'
      reply
        .type(MEDIA[request.outputFormat])
        .header('content-disposition', contentDisposition('attachment', 'tables', extension))
        .header('x-tables-found', String(result.output.summary.tablesFound))
      return Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength)
    },
  })
