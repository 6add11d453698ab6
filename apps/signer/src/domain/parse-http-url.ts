/**
 * Splits an http(s) URL into its canonical base (`scheme://host[:port]path`) and its query
 * parameters in canonical encoding. Host lower-casing, IDNA, IP literal and default-port rules come
 * from the WHATWG URL parser (Node's `URL`); escapes are normalized here (percent-encoding.ts).
 */
import { AppError } from '@svc/core/errors'
import { canonicalPath, canonicalQueryComponent } from './percent-encoding.js'

/** One query parameter, name and value in canonical encoding. */
export interface QueryParam {
  name: string
  value: string
}

export interface ParsedUrl {
  /** `scheme://host[:port]path`, canonical. */
  base: string
  /** In the order they appear. */
  params: QueryParam[]
}

export interface ParseOptions {
  /**
   * Verify mode: the text must already look like a URL this service wrote: `scheme://` spelled out,
   * no whitespace, control characters or backslashes (which the URL parser would silently drop or
   * turn into `/`), and every parameter written `name=value` with no empty `&&` pieces.
   */
  strict: boolean
}

const LOOSE_CHARACTERS = /[\u0000-\u0020\u007f\\]/
const SCHEME_PREFIX = /^https?:\/\//i

function invalid(reason: string): AppError {
  return new AppError('INVALID_URL', reason)
}

function readUrl(input: string, strict: boolean): URL {
  if (strict && (LOOSE_CHARACTERS.test(input) || !SCHEME_PREFIX.test(input))) {
    throw invalid('The URL must start with http:// or https:// and contain no whitespace, control characters or "\\".')
  }
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw invalid('The URL is not an absolute URL.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('Only http and https URLs can be signed.')
  if (url.username !== '' || url.password !== '') throw invalid('The URL may not carry a user name or password.')
  if (input.includes('#')) throw invalid('The URL may not carry a #fragment: it is never sent to a server.')
  return url
}

function readParams(search: string, strict: boolean): QueryParam[] {
  const params: QueryParam[] = []
  if (search.length <= 1) return params
  for (const piece of search.slice(1).split('&')) {
    const at = piece.indexOf('=')
    if (strict && (piece === '' || at < 0)) throw invalid('Every query parameter must be written name=value.')
    if (piece === '') continue
    const name = canonicalQueryComponent(at < 0 ? piece : piece.slice(0, at))
    const value = at < 0 ? '' : canonicalQueryComponent(piece.slice(at + 1))
    if (name === null || value === null) throw invalid('The query contains a malformed percent-escape.')
    params.push({ name, value })
  }
  return params
}

/** Throws AppError INVALID_URL (with a reason that never quotes the URL). */
export function parseHttpUrl(input: string, { strict }: ParseOptions): ParsedUrl {
  const url = readUrl(input, strict)
  const path = canonicalPath(url.pathname)
  if (path === null) throw invalid('The path contains a malformed percent-escape.')
  return { base: `${url.protocol}//${url.host}${path}`, params: readParams(url.search, strict) }
}
