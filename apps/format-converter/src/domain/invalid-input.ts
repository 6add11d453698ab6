/** The INVALID_INPUT error (seed 002: "malformed input; a details message is included"). */
import { AppError } from '@svc/core/errors'

export interface Where {
  line?: number
  column?: number
  /** A non-text position: `row 3`, `sheet "Q1"`, `statement 2`. */
  at?: string
}

export function invalidInput(format: string, reason: string, where: Where = {}): AppError {
  const place = [
    where.line !== undefined ? `line ${where.line}` : '',
    where.column !== undefined ? `column ${where.column}` : '',
    where.at ?? '',
  ].filter(Boolean)
  const message = `The ${format} input is malformed${place.length ? ` at ${place.join(', ')}` : ''}: ${reason}`
  return new AppError('INVALID_INPUT', message, {
    format,
    details: [{ path: 'data', message: reason, ...where }],
  })
}
