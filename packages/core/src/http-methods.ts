/**
 * HTTP method semantics the domains share (framework-free: `@svc/core/methods`).
 * RFC 9110 §9.2.2: methods whose repetition has the same effect as one request.
 */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE'])

/** True for an idempotent method, written in upper case (`GET`); every other method (POST, PATCH, CONNECT, extensions) is not. */
export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method)
}
