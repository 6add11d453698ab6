/**
 * One typed client for one service: openapi-fetch over the service's generated `paths`, with the
 * gateway key sent on every call. Replies are `{ data }` on 2xx and `{ error }` otherwise, `error`
 * typed as the shared envelope with `error` narrowed to the codes that operation can answer.
 */
import createClient, { type Client } from 'openapi-fetch'
import { serializeBody } from './multipart.js'
import { type RetryOptions, retryingFetch } from './retry.js'

export interface ClientOptions {
  /**
   * Where the service answers: `http://127.0.0.1:8080/validator` in the local runner (`pnpm start`),
   * `http://127.0.0.1:3001` for the service on its own port.
   */
  baseUrl: string
  /** Sent as `x-gateway-key` on every call. */
  key: string
  /** Extra headers on every call (`x-request-id`, `x-gateway-host`). */
  headers?: Record<string, string>
  /** A fetch implementation (tests, proxies); the global fetch by default. */
  fetch?: (input: Request) => Promise<Response>
  /**
   * Retry 503 and 429 answers, honouring Retry-After (src/retry.ts): `true` for the defaults
   * (3 attempts, 200 ms jittered backoff, waits of at most 10 s), or the options. Off by default.
   */
  retry?: boolean | RetryOptions
}

/**
 * Replies are typed as their JSON representation. Operations that can also answer a file (qr's image,
 * pdf-optimize's PDF, pdf-extract's workbook) send it when Accept asks for it: pass that `Accept` header
 * with `parseAs: 'blob'` (or `'arrayBuffer'`) and read `data` as the file. An upload operation's body
 * is its form (`{ file, ...fields }`, src/multipart.ts) or a FormData, sent as multipart/form-data.
 */
export function createServiceClient<Paths extends {}>(options: ClientOptions): Client<Paths, 'application/json'> {
  const inner = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const fetch = options.retry ? retryingFetch(inner, options.retry === true ? {} : options.retry) : options.fetch
  return createClient<Paths, 'application/json'>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, 'x-gateway-key': options.key },
    // a form object becomes a FormData (no JSON Content-Type: fetch writes the multipart boundary)
    bodySerializer: serializeBody,
    ...(fetch ? { fetch } : {}),
  })
}
