/**
 * The multipart form read into `request.body` (`{ file: Buffer }`) before the route's schema sees
 * it, with @fastify/multipart's and busboy's failures mapped onto the service's codes: a file over
 * 25 MB -> 413 PAYLOAD_TOO_LARGE; a second file, too many parts, a text field named `file`, a
 * missing boundary or a malformed form -> 400 INVALID_REQUEST (never a 500).
 */
import multipart from '@fastify/multipart'
import { AppError, isAppError } from '@svc/core/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_PDF_BYTES } from '../domain/extraction-request.js'

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })
  app.addHook('preValidation', readMultipartBody)
}

async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  const body: Record<string, unknown> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        body[part.fieldname] = await part.toBuffer()
      } else if (part.fieldname === 'file') {
        throw new AppError(
          'INVALID_REQUEST',
          'file: send the PDF as a file part (filename set), not as a text field.',
          {
            details: [{ path: 'file', message: 'a text field, not a file part' }],
          },
        )
      } else {
        body[part.fieldname] = part.value
      }
    }
  } catch (error) {
    throw multipartError(error)
  }
  request.body = body
}

function multipartError(error: unknown): AppError {
  if (isAppError(error)) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', `The PDF exceeds the limit of ${MAX_PDF_BYTES} bytes (25 MB).`)
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('INVALID_REQUEST', 'Send one multipart part: the file part `file`.', {
      details: [{ path: 'file', message: 'more than one part' }],
    })
  }
  return new AppError('INVALID_REQUEST', 'The multipart form could not be read (boundary or part headers malformed).')
}
