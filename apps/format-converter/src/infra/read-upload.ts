/**
 * Reads a multipart/form-data body (seed 002, Multipart upload): one `file` part and the fields
 * `to`, `from`, `options`, `download`. Size limits are @fastify/multipart's (413 when exceeded).
 */
import type {} from '@fastify/multipart'
import { AppError } from '@svc/core/errors'
import type { FastifyRequest } from 'fastify'
import type { Upload } from '../engine/plan-conversion.js'

const FIELDS = new Set(['to', 'from', 'options', 'download'])

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let file: { filename: string; bytes: Uint8Array } | undefined
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw refuse(`unexpected file part "${part.fieldname.slice(0, 40)}"`)
        file = { filename: part.filename ?? '', bytes: await part.toBuffer() }
      } else {
        if (!FIELDS.has(part.fieldname)) throw refuse(`unknown form field "${part.fieldname.slice(0, 40)}"`)
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 413) throw error
    throw refuse('the multipart body is malformed')
  }
  if (!file) throw refuse('the form has no `file` part')
  return { ...file, fields }
}

function refuse(reason: string): AppError {
  return new AppError('INVALID_REQUEST', `Multipart upload: ${reason}.`, {
    details: [{ path: 'file', message: reason }],
  })
}
