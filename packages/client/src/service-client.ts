/**
 * One typed client for one service: openapi-fetch over the service's generated `paths`, with the
 * gateway key sent on every call. Replies are `{ data }` on 2xx and `{ error }` otherwise, `error`
 * typed as the shared envelope with `error` narrowed to the codes that operation can answer.
 */
import createClient, { type Client } from 'openapi-fetch'

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
}

export function createServiceClient<Paths extends {}>(options: ClientOptions): Client<Paths> {
  return createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, 'x-gateway-key': options.key },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}
