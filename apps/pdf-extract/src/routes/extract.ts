/** POST /extract: read the PDF and options, extract in the worker pool, answer JSON or the file. */
import { defineRoute } from '@svc/core'
import { SAMPLE_TABLE_MULTIPART } from '@svc/sample-pdf'
import { readExtractionRequest } from '../domain/extraction-request.js'
import type { Extractor } from '../infra/extractor.js'
import { ExtractBody, ExtractQuery, ExtractReply } from '../schemas/extract.js'

const MEDIA = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'application/zip',
} as const

export const extractRoute = ({ extractor }: { extractor: Extractor }) =>
  defineRoute({
    method: 'POST',
    url: '/extract',
    summary: 'Extract the tables of a text-based PDF',
    description:
      'Send the PDF as the multipart part `file` or as JSON `{ "file": "<base64>" }` (25 MB at most; the ' +
      'multipart example uses the boundary `example-boundary`). ' +
      '`outputFormat=xlsx` answers a workbook with one sheet per table; `csv` a ZIP of `page-<p>-table-<n>.csv`. ' +
      'Runs in a worker pool with a 60 s limit (504 PROCESSING_TIMEOUT). No OCR: a scanned PDF answers no tables and a NO_TEXT_LAYER warning.',
    consumes: ['multipart/form-data', 'application/json'],
    // JSON's example is the body schema's; multipart's is the raw form (tools that pick JSON first, like pnpm load, send base64)
    rawExamples: { 'multipart/form-data': SAMPLE_TABLE_MULTIPART },
    schema: { body: ExtractBody, querystring: ExtractQuery, response: { 200: ExtractReply } },
    async handler({ body, query, reply }) {
      const request = readExtractionRequest(body.file, query)
      const result = await extractor.extract(request)
      if (request.outputFormat === 'json' || !result.file) return result.output
      const extension = request.outputFormat === 'xlsx' ? 'xlsx' : 'zip'
      reply
        .type(MEDIA[request.outputFormat])
        .header('content-disposition', `attachment; filename="tables.${extension}"`)
        .header('x-tables-found', String(result.output.summary.tablesFound))
      return Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength)
    },
  })
