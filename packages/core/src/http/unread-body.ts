/**
 * A body the service did not read (a GET's body, a request refused before its body was parsed) is read
 * and discarded before the answer goes out, for at most DRAIN_MS. Otherwise Node closes the connection
 * right after the answer while the client is still sending, and the client sees EPIPE or a reset
 * instead of the answer.
 */
import type { IncomingMessage } from 'node:http'

/** How long an unread body is read and discarded before the answer goes out anyway. */
export const DRAIN_MS = 1_000

const drained = new WeakSet<IncomingMessage>()

/** True when the request announced a body and it has not been read to its end. */
export function hasUnreadBody(raw: IncomingMessage): boolean {
  if (raw.readableEnded || drained.has(raw)) return false
  const length = raw.headers['content-length']
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/** Reads and discards the rest of the body; `then` runs at its end, on a read error, or after DRAIN_MS. */
export function discardUnreadBody(raw: IncomingMessage, then: () => void): void {
  drained.add(raw)
  let called = false
  const finish = () => {
    if (called) return
    called = true
    clearTimeout(timer)
    raw.off('end', finish)
    raw.off('error', finish)
    raw.off('close', finish)
    then()
  }
  const timer = setTimeout(finish, DRAIN_MS)
  raw.once('end', finish)
  raw.once('error', finish)
  raw.once('close', finish)
  raw.on('data', () => {})
  raw.resume()
}
