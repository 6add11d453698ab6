/** POST /optimize: read the PDF, optimize it in the worker pool, answer the PDF or the JSON size report. */
import { defineRoute } from '@svc/core'
import { SAMPLE_TABLE_MULTIPART, SAMPLE_TABLE_PDF } from '@svc/sample-pdf'
import { resolveOptions } from '../domain/options.js'
import { sizeReport } from '../domain/size-report.js'
import type { Optimizer } from '../infra/optimizer.js'
import { OptimizeBody, OptimizeQuery, OptimizeReply } from '../schemas/optimize.js'
import { pdfUpload, readUpload } from './read-upload.js'
import { sendPdf, wantsJson } from './send-pdf.js'

export const optimizeRoute = ({ optimizer }: { optimizer: Optimizer }) =>
  defineRoute({
    method: 'POST',
    url: '/optimize',
    summary: 'Shrink a PDF (object streams, lossless recompression, optional image downsampling)',
    description:
      'Send the PDF as the raw body (`Content-Type: application/pdf`) or as multipart part `file` (the multipart ' +
      'example uses the boundary `example-boundary`). The answer is the ' +
      'optimized PDF (`application/pdf`, `Content-Disposition: attachment`), or with `Accept: application/json` only ' +
      'the size report below. A result that is not smaller is replaced by the original bytes (reduction 0). ' +
      'Work runs in a worker pool with a 60 s limit (504 PROCESSING_TIMEOUT).',
    // application/pdf first: tools that take the first example (pnpm load) send a body that needs no boundary
    consumes: ['application/pdf', 'multipart/form-data', 'application/octet-stream'],
    form: pdfUpload.form,
    rawExamples: {
      'application/pdf': SAMPLE_TABLE_PDF,
      'multipart/form-data': SAMPLE_TABLE_MULTIPART,
      'application/octet-stream': SAMPLE_TABLE_PDF,
    },
    produces: {
      'application/pdf':
        'The optimized PDF (the default), `Content-Disposition: attachment`, with `X-Original-Size` and `X-Optimized-Size`.',
    },
    schema: { body: OptimizeBody, querystring: OptimizeQuery, response: { 200: OptimizeReply } },
    async handler({ query, request, reply }) {
      const json = wantsJson(request)
      const upload = await readUpload(request)
      const result = await optimizer.optimize(upload.bytes, resolveOptions(query))
      const report = sizeReport(upload.bytes.length, result.bytes.length)
      if (json) {
        reply.header('vary', 'Accept')
        return report
      }
      return sendPdf(reply, result.bytes, upload.fileName, report)
    },
  })
