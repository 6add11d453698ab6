/**
 * Opt-in retries for the answers that say "try again later": 503 (OVERLOADED, the pool's queue full or
 * a service draining) and 429 (a gateway's rate limit). Every operation of these services is a pure
 * function of its request, so repeating one is safe; nothing else is retried (a 4xx is the caller's to
 * fix, a 500 or 504 would fail the same way, and a network error may have reached the service, which is
 * still safe but is the caller's call: `retryNetworkErrors`).
 *
 * The wait before attempt n+1 is the answer's `Retry-After` when it has one (delta-seconds or an HTTP
 * date, RFC 9110 10.2.3), else `baseDelayMs * 2^(n-1)` with full jitter (a random wait between 0 and
 * that, so clients that were refused together do not come back together); either is capped at
 * `maxDelayMs`, and a `Retry-After` longer than `maxDelayMs` is not waited for: that answer is returned.
 */

export interface RetryOptions {
  /** Attempts in all, the first included (default 3; 1 turns retries off). */
  attempts?: number
  /** Backoff base when the answer has no Retry-After (default 200 ms). */
  baseDelayMs?: number
  /** The longest single wait (default 10 s); a longer Retry-After returns the answer instead. */
  maxDelayMs?: number
  /** Statuses retried (default 429 and 503). */
  statuses?: readonly number[]
  /** Also retry when fetch itself throws (connection refused or reset); default false. */
  retryNetworkErrors?: boolean
  /** Called before each wait (logging, metrics). */
  onRetry?: (event: { attempt: number; delayMs: number; status?: number; error?: unknown }) => void
  /** For tests: the clock and the randomness. */
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

type Fetch = (input: Request) => Promise<Response>

const DEFAULTS = { attempts: 3, baseDelayMs: 200, maxDelayMs: 10_000, statuses: [429, 503] as const }

/** Seconds from a Retry-After value, or undefined when it is neither delta-seconds nor an IMF-fixdate. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000
  // IMF-fixdate only (the form RFC 9110 requires senders to use): Sun, 06 Nov 1994 08:49:37 GMT
  const match = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.exec(text)
  if (!match) return undefined
  const at = Date.parse(text)
  // Date.parse rolls an impossible day over (30 Feb -> 2 Mar): only a date that prints back as sent is one.
  if (Number.isNaN(at) || new Date(at).toUTCString() !== text) return undefined
  return Math.max(0, at - now)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function retryingFetch(inner: Fetch, options: RetryOptions = {}): Fetch {
  const attempts = Math.max(1, Math.floor(options.attempts ?? DEFAULTS.attempts))
  const base = options.baseDelayMs ?? DEFAULTS.baseDelayMs
  const cap = options.maxDelayMs ?? DEFAULTS.maxDelayMs
  const statuses = options.statuses ?? DEFAULTS.statuses
  const sleep = options.sleep ?? wait
  const random = options.random ?? Math.random
  const backoff = (attempt: number) => Math.min(cap, Math.floor(random() * base * 2 ** (attempt - 1)))

  return async (request: Request) => {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= attempts
      // A body can be read once: every attempt but the last sends a copy.
      const sent = last ? request : request.clone()
      let response: Response
      try {
        response = await inner(sent)
      } catch (error) {
        if (last || !options.retryNetworkErrors || request.signal?.aborted) throw error
        const delayMs = backoff(attempt)
        options.onRetry?.({ attempt, delayMs, error })
        await sleep(delayMs)
        continue
      }
      if (last || !statuses.includes(response.status)) return response
      const after = retryAfterMs(response.headers.get('retry-after'))
      if (after !== undefined && after > cap) return response
      const delayMs = after ?? backoff(attempt)
      // The refused answer's body is not needed: release the connection.
      await response.body?.cancel().catch(() => {})
      options.onRetry?.({ attempt, delayMs, status: response.status })
      await sleep(delayMs)
    }
  }
}
