/**
 * The one error type the domain throws. Framework-free: it names a stable code and carries
 * extra members for the envelope; the HTTP status comes from the catalog, never from here.
 * Published as `@svc/core/errors` so pure domain code can import it without pulling in Fastify.
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: string
  /** Extra members merged into the error envelope (`details`, `schemaPath`, `invalidSide`, ...). */
  readonly extra: Readonly<Record<string, unknown>>

  constructor(code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.code = code
    this.extra = extra
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}

/** One validation problem: where (JSON pointer or dotted path) and what. */
export interface ErrorDetail {
  path: string
  message: string
}
