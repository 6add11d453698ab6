/**
 * Turns `expiration` (Unix seconds or an ISO 8601 date-time with an offset) or `expires_in_seconds`
 * into Unix seconds. Fractions of a second are dropped (rounded down, never lengthening the lifetime).
 * An expiry that is not after the signing second is refused.
 */
import { AppError } from '@svc/core/errors'

export interface ExpiryInput {
  expiration?: number | string | undefined
  expiresInSeconds?: number | undefined
}

/** Latest accepted expiry: 9999-12-31T23:59:59Z, so that `expiresAt` is always a four-digit year. */
export const MAX_EXPIRY_SECONDS = 253_402_300_799

export function resolveExpiry(input: ExpiryInput, nowMs: number): number {
  const now = Math.floor(nowMs / 1000)
  const expiresAt =
    input.expiresInSeconds !== undefined
      ? now + input.expiresInSeconds
      : typeof input.expiration === 'string'
        ? Math.floor(Date.parse(input.expiration) / 1000)
        : (input.expiration ?? Number.NaN)
  if (!Number.isSafeInteger(expiresAt) || expiresAt > MAX_EXPIRY_SECONDS) {
    throw new AppError('INVALID_EXPIRATION', 'The expiry must be a date-time no later than 9999-12-31T23:59:59Z.')
  }
  if (expiresAt <= now) {
    throw new AppError('EXPIRATION_IN_PAST', 'The expiry is not in the future: pick a later expiration.', {
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    })
  }
  return expiresAt
}
