/**
 * Fetches a schemaUrl: HTTPS only, every resolved address checked at connect time
 * (so DNS rebinding cannot slip past) and again on each redirect, at most 3 redirects, 1 MB counted
 * while streaming, 5 s for the whole fetch. Every failure is an AppError with a 400 code from
 * errors.ts; nothing is logged or kept between fetches (cached-schema-fetcher.ts caches answers by URL).
 */
import type { IncomingMessage } from 'node:http'
import { request } from 'node:https'
import { rootCertificates } from 'node:tls'
import { AppError } from '@svc/core/errors'
import {
  type AddressPolicy,
  blockedAddress,
  guardedLookup,
  isBlockedLiteral,
  isPublicAddress,
} from './address-policy.js'

export interface FetcherOptions {
  /** A certificate trusted besides Node's root CAs, for tests with a self-signed server. */
  ca?: string | Buffer
  isAllowedAddress?: AddressPolicy
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

interface Settings {
  isAllowedAddress: AddressPolicy
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
  ca: (string | Buffer)[] | undefined
}

type Hop = { redirect: URL } | { body: Buffer }

/** Fetches and parses the schema at an address; rejects with a 400 AppError. */
export type SchemaFetcher = (url: string) => Promise<unknown>

/** `URL.parse` (Node ≥ 20.18) without requiring it: undefined for an invalid address. */
function toUrl(text: string, base?: URL): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('SCHEMA_TOO_LARGE', `The schema exceeds ${maxBytes} bytes.`, { limit: maxBytes })
}

/** Collects the body, refusing a declared length over the limit up front and aborting once past it. */
function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
      res.destroy()
      return reject(tooLarge(maxBytes))
    }
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return chunks.push(chunk)
      res.destroy()
      reject(tooLarge(maxBytes))
    })
    res.on('end', () => resolve(Buffer.concat(chunks)))
    res.on('error', reject)
  })
}

/** A redirect to follow, or the 2xx body; any other status is SCHEMA_FETCH_FAILED. */
function toHop(res: IncomingMessage, url: URL, maxBytes: number): Promise<Hop> {
  const status = res.statusCode ?? 0
  const location = res.headers.location
  if (status >= 300 && status < 400 && location) {
    res.resume()
    const target = toUrl(location, url)
    if (target) return Promise.resolve({ redirect: target })
    return Promise.reject(new AppError('SCHEMA_FETCH_FAILED', 'The schemaUrl redirected to an invalid address.'))
  }
  if (status < 200 || status >= 300) {
    res.resume()
    const message = `The schemaUrl answered HTTP ${status}.`
    return Promise.reject(new AppError('SCHEMA_FETCH_FAILED', message, { upstreamStatus: status }))
  }
  return readBody(res, maxBytes).then((body) => ({ body }))
}

function fetchOnce(url: URL, settings: Settings, signal: AbortSignal): Promise<Hop> {
  if (url.protocol !== 'https:') {
    return Promise.reject(new AppError('SCHEMA_URL_NOT_HTTPS', 'The schemaUrl and every redirect must use https.'))
  }
  if (isBlockedLiteral(url.hostname, settings.isAllowedAddress)) return Promise.reject(blockedAddress())
  return new Promise<Hop>((resolve, reject) => {
    const req = request(
      url,
      {
        signal,
        agent: false, // a pooled socket would skip the guarded lookup
        lookup: guardedLookup(settings.isAllowedAddress),
        ...(settings.ca ? { ca: settings.ca } : {}),
        headers: { accept: 'application/json' },
      },
      (res) => toHop(res, url, settings.maxBytes).then(resolve, reject),
    )
    req.on('error', reject)
    req.end()
  })
}

function toAppError(error: unknown, signal: AbortSignal, timeoutMs: number): AppError {
  if (error instanceof AppError) return error
  if (signal.aborted) {
    return new AppError('SCHEMA_FETCH_TIMEOUT', `The schema fetch took longer than ${timeoutMs / 1000} s.`)
  }
  const cause = (error as { cause?: unknown })?.cause
  if (cause instanceof AppError) return cause
  const code = (error as { code?: string })?.code
  return new AppError('SCHEMA_FETCH_FAILED', `The schemaUrl could not be fetched${code ? ` (${code})` : ''}.`)
}

/** A leading byte-order mark is tolerated, as it is for request bodies. */
function parseSchema(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''))
  } catch {
    throw new AppError('SCHEMA_NOT_JSON', 'The schemaUrl did not return valid JSON.')
  }
}

export function httpsSchemaFetcher(options: FetcherOptions = {}): SchemaFetcher {
  const settings: Settings = {
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    maxRedirects: options.maxRedirects ?? 3,
    ca: options.ca ? [...rootCertificates, options.ca] : undefined,
  }
  return async function fetchSchema(address: string): Promise<unknown> {
    let url = toUrl(address)
    if (!url) throw new AppError('SCHEMA_URL_NOT_HTTPS', 'The schemaUrl must be an absolute https URL.')
    const signal = AbortSignal.timeout(settings.timeoutMs)
    try {
      for (let hop = 0; ; hop++) {
        const result = await fetchOnce(url, settings, signal)
        if ('body' in result) return parseSchema(result.body)
        if (hop >= settings.maxRedirects) {
          throw new AppError('TOO_MANY_REDIRECTS', `The schemaUrl redirected more than ${settings.maxRedirects} times.`)
        }
        url = result.redirect
      }
    } catch (error) {
      throw toAppError(error, signal, settings.timeoutMs)
    }
  }
}
