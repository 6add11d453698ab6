/** The refusal for a stream that decodes past MAX_DECODED_STREAM_BYTES. */
import { AppError } from '@svc/core/errors'
import { MAX_DECODED_STREAM_BYTES } from './limits.js'

export function bombError(): AppError {
  return new AppError(
    'DECOMPRESSION_BOMB',
    `A stream of the PDF decodes to more than ${MAX_DECODED_STREAM_BYTES} bytes; it is refused as a decompression bomb.`,
  )
}
