/** The INVALID_INPUT error (README.md: "malformed input; a details message is included"). */
import { AppError } from '@svc/core/errors'

export interface Where {
  line?: number
  column?: number
  /** A non-text position: `row 3`, `sheet "Q1"`, `statement 2`. */
  at?: string
}

/** `extra` adds members to the envelope (a limit's `limit`, `maximum`, `actual`). */
export function invalidInput(
  format: string,
  reason: string,
  where: Where = {},
  extra: Record<string, unknown> = {},
): AppError {
  const place = [
    where.line !== undefined ? `line ${where.line}` : '',
    where.column !== undefined ? `column ${where.column}` : '',
    where.at ?? '',
  ].filter(Boolean)
  const message = `The ${format} input is malformed${place.length ? ` at ${place.join(', ')}` : ''}: ${reason}`
  return new AppError('INVALID_INPUT', message, {
    format,
    ...extra,
    details: [{ path: 'data', message: reason, ...where }],
  })
}
