/**
 * Link and image address policy. Schemes are checked on the address as a browser would read it:
 * entities are already decoded by the parser, and ASCII control characters and whitespace (which
 * browsers strip or ignore inside a scheme, so `java\tscript:` runs) are removed before comparing.
 * An allowlist, not a blocklist: anything with a scheme outside it is dropped.
 */
import { isTrackingParam } from './tracking.js'

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp', 'sms', 'news', 'irc', 'xmpp'])
const IMAGE_SCHEMES = new Set(['http', 'https'])
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/

const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g

function schemeOf(compact: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact)
  return match ? (match[1] as string) : null
}

/** The href to keep, or null when the link must lose its address (script schemes, data:, unknown schemes). */
export function safeHref(raw: string): string | null {
  const compact = raw.replace(INVISIBLE, '').toLowerCase()
  if (compact === '') return null
  const scheme = schemeOf(compact)
  if (scheme !== null && !LINK_SCHEMES.has(scheme)) return null
  return encodeUnsafe(stripTrackingParams(raw.trim()))
}

/** Percent-encodes what would end a Markdown destination or title early (space, quotes, angle brackets). */
function encodeUnsafe(url: string): string {
  return url.replace(/[\s<>"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}

/** The image source to keep, or null (only http(s), relative and raster `data:image/*`). */
export function safeImageSrc(raw: string): string | null {
  const compact = raw.replace(INVISIBLE, '').toLowerCase()
  if (compact === '') return null
  const scheme = schemeOf(compact)
  if (scheme === null || IMAGE_SCHEMES.has(scheme)) return encodeUnsafe(stripTrackingParams(raw.trim()))
  return scheme === 'data' && DATA_IMAGE.test(compact) ? encodeUnsafe(raw.trim()) : null
}

/** Removes known tracker query parameters (utm_*, fbclid, gclid, …); keeps order, fragment and the rest. */
export function stripTrackingParams(url: string): string {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return url
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(pair.split('=', 1)[0] as string))
  const base = beforeHash.slice(0, queryAt)
  return (kept.length > 0 ? `${base}?${kept.join('&')}` : base) + hash
}
