/** How many seconds each delay source asks for, given the facts of one request. */
import {
  CRITICAL_LOAD_DELAY_SECONDS,
  DEPENDENCY_DELAY_SECONDS,
  fullJitterSeconds,
  HIGH_LOAD_DELAY_SECONDS,
} from './backoff.js'
import type { Facts } from './facts.js'
import type { DelaySource } from './policy-rule.js'

export const DELAYS: Readonly<Record<DelaySource, (facts: Facts) => number>> = {
  /** No clock and no usage history: assume the window just started, so the wait is the whole window. */
  window_reset: (f) => f.windowSeconds,
  /** A token bucket refills allowedQuota tokens per window: one token every windowSize / allowedQuota s,
   * never longer than the window itself (a fractional quota would otherwise ask for more). */
  token_refill: (f) => (f.quota ? Math.min(f.windowSeconds, Math.max(1, Math.ceil(f.windowSeconds / f.quota))) : 1),
  exponential: (f) => fullJitterSeconds(f.retryCount, f.jitter),
  high_load: () => HIGH_LOAD_DELAY_SECONDS,
  critical_load: () => CRITICAL_LOAD_DELAY_SECONDS,
  dependency: () => DEPENDENCY_DELAY_SECONDS,
}
