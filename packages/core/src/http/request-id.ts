/**
 * `x-request-id`: echoed when the caller sent a sane one (letters, digits, `-_.:`, at most 128),
 * generated otherwise, and set on every response including errors and 404s.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const SAFE_ID = /^[\w.:-]{1,128}$/

export function generateRequestId(request: IncomingMessage): string {
  const sent = request.headers['x-request-id']
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID()
}
