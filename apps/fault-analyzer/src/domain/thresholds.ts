/** The duration thresholds the rules compare with, in milliseconds (one place, printed in the README). */

/** Below this a gateway error is a refusal: no timeout of any common proxy is this short. */
export const FAST_MS = 1_000
/** From this on a failure has waited long enough to be a timeout, whatever the proxy's setting. */
export const SLOW_MS = 10_000
/** Retries already made from which a 429/503 is treated as a retry storm. */
export const STORM_RETRIES = 3
