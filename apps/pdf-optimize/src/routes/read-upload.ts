/**
 * The PDF of a request: the multipart part `file` (streamed by @fastify/multipart with an 80 MB cap:
 * 413 past it), or a raw application/pdf / application/octet-stream body. The file name feeds the
 * Content-Disposition of the answer.
 */
import { AppError } from '@svc/core/errors'
import type { FastifyRequest } from 'fastify'

export interface Upload {
  bytes: Uint8Array
  fileName: string
}

function missing(): AppError {
  return new AppError('MISSING_FILE', 'Send the PDF as the multipart part `file` or as a raw application/pdf body.')
}

/** `report.pdf` -> `report-optimized.pdf`; anything but [A-Za-z0-9._-] is dropped. */
export function optimizedName(original: string | undefined): string {
  const base = (original ?? '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .slice(0, 100)
  return `${base || 'document'}-optimized.pdf`
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        return { bytes: await part.toBuffer(), fileName: optimizedName(part.filename) }
      }
      if (part.type === 'file') part.file.resume()
    }
    throw missing()
  }
  const body = request.body
  if (!(body instanceof Buffer) || body.length === 0) throw missing()
  return { bytes: body, fileName: optimizedName(undefined) }
}
