/**
 * The PDF of a request: the multipart part `file` (streamed by @fastify/multipart with an 80 MB cap:
 * 413 past it), or a raw application/pdf / application/octet-stream body. The file name feeds the
 * Content-Disposition of the answer.
 */
import { AppError, isAppError } from '@svc/core/errors'
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

/**
 * busboy's and @fastify/multipart's failures (no boundary, malformed part headers, too many parts, a
 * file over the cap) as catalog errors: they are the caller's, never a 500.
 */
function multipartError(error: unknown): AppError {
  if (isAppError(error)) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', 'The PDF exceeds the size limit.')
  return new AppError(
    'INVALID_REQUEST',
    'The multipart form could not be read (boundary, part headers or part count); send one file part `file`.',
  )
}

async function readMultipart(request: FastifyRequest): Promise<Upload> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        return { bytes: await part.toBuffer(), fileName: optimizedName(part.filename) }
      }
      if (part.type === 'file') part.file.resume()
    }
  } catch (error) {
    throw multipartError(error)
  }
  throw missing()
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) return readMultipart(request)
  const body = request.body
  if (!(body instanceof Buffer) || body.length === 0) throw missing()
  return { bytes: body, fileName: optimizedName(undefined) }
}
