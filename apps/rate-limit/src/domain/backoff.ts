/**
 * Waiting times. Exponential backoff with "full jitter" (Brooker, AWS Architecture Blog, 2015):
 * sleep = random(0, min(cap, base * 2^attempt)). Here the random draw is replaced by a fraction
 * derived from a hash of the request (FNV-1a), so the same input always gets the same wait while
 * different clients still spread out instead of retrying in lockstep.
 */
export const BACKOFF_BASE_SECONDS = 1
/** Google Cloud's retry guidance caps exponential backoff at 32 or 64 seconds; we take 64. */
export const BACKOFF_CAP_SECONDS = 64
export const DEFAULT_WINDOW_SECONDS = 60
export const HIGH_LOAD_DELAY_SECONDS = 30
export const CRITICAL_LOAD_DELAY_SECONDS = 60
export const DEPENDENCY_DELAY_SECONDS = 30

/** min(cap, base * 2^attempt): the upper end of the full-jitter range. */
export function backoffCeiling(retryCount: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.min(retryCount, 30))
}

/** ceil(fraction * backoffCeiling(retryCount)), at least 1 second (Retry-After is whole seconds). */
export function fullJitterSeconds(retryCount: number, fraction: number): number {
  return Math.max(1, Math.ceil(fraction * backoffCeiling(retryCount)))
}

/** FNV-1a (32-bit) of the text, scaled to [0, 1): the deterministic stand-in for Math.random(). */
export function jitterFraction(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash / 2 ** 32
}
