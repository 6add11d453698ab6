/** The refusal for a stream (or a file) that decodes past the budget, and its catalog entry. */
import { AppError } from '@svc/core/errors'
import { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES } from './budget.js'

/** Merged into each PDF service's error catalog, so the code, status and fix read the same everywhere. */
export const decompressionBombErrors = {
  DECOMPRESSION_BOMB: {
    status: 400,
    fix: 'A stream decodes to more than 256 MB; such files are refused. Split or re-export the document.',
  },
} as const

export function bombError(): AppError {
  return new AppError(
    'DECOMPRESSION_BOMB',
    `A stream of the PDF decodes to more than ${MAX_DECODED_STREAM_BYTES} bytes; it is refused as a decompression bomb.`,
  )
}

export function documentBombError(limit = MAX_DECODED_DOCUMENT_BYTES): AppError {
  return new AppError(
    'DECOMPRESSION_BOMB',
    `The streams of the PDF decode to more than ${limit} bytes together; it is refused as a decompression bomb.`,
  )
}
