/**
 * The multipart form read into `request.body` (`{ file: Buffer }`) before the route's schema sees it, by
 * core's upload reader: one file part `file` of at most 25 MB, no other part (docs/contract.md "Uploads").
 */
import { uploadReader } from '@svc/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_PDF_BYTES } from '../domain/extraction-request.js'

const pdfUpload = uploadReader({
  maxFileBytes: MAX_PDF_BYTES,
  noun: 'The PDF',
  file: 'The PDF (25 MB at most); options go in the query string.',
})

/** The form POST /extract takes, for its OpenAPI document. */
export const PDF_FORM = pdfUpload.form

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await pdfUpload.register(app)
  app.addHook('preValidation', readMultipartBody)
}

async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!pdfUpload.accepts(request)) return
  const upload = await pdfUpload.read(request)
  request.body = { file: upload.bytes }
}
