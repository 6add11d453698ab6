/**
 * The PDF of a request: the multipart part `file` (read by core's upload reader, 80 MB cap: 413 past it),
 * or a raw application/pdf / application/octet-stream body. The file name feeds the Content-Disposition
 * of the answer.
 */
import { megabytes, uploadReader } from '@svc/core'
import { AppError } from '@svc/core/errors'
import type { FastifyRequest } from 'fastify'

export interface Upload {
  bytes: Uint8Array
  fileName: string
}

function missing(): AppError {
  return new AppError('MISSING_FILE', 'Send the PDF as the multipart part `file` or as a raw application/pdf body.')
}

/** The service's body limit: the file part may use all of it. */
export const MAX_PDF_BYTES = megabytes(80)

export const pdfUpload = uploadReader({
  maxFileBytes: MAX_PDF_BYTES,
  noun: 'The PDF',
  file: 'The PDF; options go in the query string.',
  missingFile: missing,
})

/** `report.pdf` -> `report-optimized.pdf`; anything but [A-Za-z0-9._-] is dropped. */
export function optimizedName(original: string | undefined): string {
  const base = (original ?? '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .slice(0, 100)
  return `${base || 'document'}-optimized.pdf`
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (pdfUpload.accepts(request)) {
    const upload = await pdfUpload.read(request)
    return { bytes: upload.bytes, fileName: optimizedName(upload.filename) }
  }
  const body = request.body
  if (!(body instanceof Buffer) || body.length === 0) throw missing()
  return { bytes: body, fileName: optimizedName(undefined) }
}
