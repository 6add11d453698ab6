/**
 * Fetches a schemaUrl (seed 000 limits): HTTPS only, every resolved address checked at connect time
 * (so DNS rebinding cannot slip past) and again on each redirect, at most 3 redirects, 1 MB counted
 * while streaming, 5 s for the whole fetch. Nothing is logged or cached.
 */

import { lookup as dnsLookup } from 'node:dns'
import { request } from 'node:https'
import type { LookupFunction } from 'node:net'
import { AppError } from '@svc/core/errors'
import { type AddressPolicy, isPublicAddress } from './address-policy.js'

export interface FetcherOptions {
  /** Extra trusted certificate(s), for tests with a self-signed server. */
  ca?: string | Buffer
  isAllowedAddress?: AddressPolicy
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

function guardedLookup(isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as { address: string; family: number }[]
      const blocked = list.find((entry) => !isAllowed(entry.address))
      if (blocked || list.length === 0) {
        return callback(
          new AppError('SCHEMA_URL_BLOCKED', 'The schemaUrl host resolves to a private or reserved address.'),
          '',
          0,
        )
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

type Hop = { redirect: string } | { body: Buffer }

function fetchOnce(
  url: URL,
  options: Required<Omit<FetcherOptions, 'ca'>> & { ca?: string | Buffer },
  signal: AbortSignal,
) {
  return new Promise<Hop>((resolve, reject) => {
    if (url.protocol !== 'https:') {
      return reject(new AppError('SCHEMA_URL_NOT_HTTPS', 'The schemaUrl and every redirect must use https.'))
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (/^[\d.]+$|:/.test(literal) && !options.isAllowedAddress(literal)) {
      return reject(new AppError('SCHEMA_URL_BLOCKED', 'The schemaUrl names a private or reserved address.'))
    }
    const req = request(
      url,
      {
        signal,
        agent: false, // a pooled socket would skip the guarded lookup
        lookup: guardedLookup(options.isAllowedAddress),
        ca: options.ca,
        headers: { accept: 'application/json' },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume()
          return resolve({ redirect: new URL(res.headers.location, url).href })
        }
        if (status < 200 || status >= 300) {
          res.resume()
          return reject(
            new AppError('SCHEMA_FETCH_FAILED', `The schemaUrl answered HTTP ${status}.`, { upstreamStatus: status }),
          )
        }
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          res.destroy()
          return reject(
            new AppError('SCHEMA_TOO_LARGE', `The schema exceeds ${options.maxBytes} bytes.`, {
              limit: options.maxBytes,
            }),
          )
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            res.destroy()
            reject(
              new AppError('SCHEMA_TOO_LARGE', `The schema exceeds ${options.maxBytes} bytes.`, {
                limit: options.maxBytes,
              }),
            )
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

function toAppError(error: unknown, signal: AbortSignal, timeoutMs: number): AppError {
  if (error instanceof AppError) return error
  if (signal.aborted)
    return new AppError('SCHEMA_FETCH_TIMEOUT', `The schema fetch took longer than ${timeoutMs / 1000} s.`)
  const cause = (error as { cause?: unknown })?.cause
  if (cause instanceof AppError) return cause
  const code = (error as { code?: string })?.code
  return new AppError('SCHEMA_FETCH_FAILED', `The schemaUrl could not be fetched${code ? ` (${code})` : ''}.`)
}

export function httpsSchemaFetcher(options: FetcherOptions = {}) {
  const settings = {
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    maxRedirects: options.maxRedirects ?? 3,
    ...(options.ca ? { ca: options.ca } : {}),
  }
  return async function fetchSchema(address: string): Promise<unknown> {
    const signal = AbortSignal.timeout(settings.timeoutMs)
    let url = new URL(address)
    try {
      for (let hop = 0; ; hop++) {
        const result = await fetchOnce(url, settings, signal)
        if ('body' in result) return parseSchema(result.body)
        if (hop >= settings.maxRedirects) {
          throw new AppError('TOO_MANY_REDIRECTS', `The schemaUrl redirected more than ${settings.maxRedirects} times.`)
        }
        url = new URL(result.redirect)
      }
    } catch (error) {
      throw toAppError(error, signal, settings.timeoutMs)
    }
  }
}

function parseSchema(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new AppError('SCHEMA_NOT_JSON', 'The schemaUrl did not return valid JSON.')
  }
}
