/**
 * Content negotiation for operations that can answer a file as well as JSON (docs/contract.md "Files"):
 * `Accept` picks the representation by RFC 9110 12.5.1 (media ranges with q-values, the most specific
 * range that matches an offer decides its weight, q=0 refuses it); among equal weights the operation's
 * own order decides, so its default (first offer) wins a bare `*\/*`. No Accept, or an empty one, is
 * the first offer. A header naming nothing offered is undefined: the caller answers 406 NOT_ACCEPTABLE.
 */

interface Range {
  type: string
  subtype: string
  q: number
}

/** Headers longer than this are read up to here (a real Accept is a few hundred bytes). */
const MAX_ACCEPT = 4096
/** Ranges read from one header. */
const MAX_RANGES = 64

function parseAccept(header: string): Range[] {
  const ranges: Range[] = []
  for (const part of header.slice(0, MAX_ACCEPT).split(',', MAX_RANGES)) {
    const [media = '', ...params] = part.split(';')
    const [type = '', subtype = ''] = media.trim().toLowerCase().split('/')
    if (!type || !subtype) continue
    let q = 1
    for (const param of params) {
      const [name = '', value = ''] = param.split('=')
      if (name.trim().toLowerCase() !== 'q') continue
      const parsed = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
      q = Number.isNaN(parsed) ? 0 : parsed
    }
    ranges.push({ type, subtype, q })
  }
  return ranges
}

/** The weight the header gives one offer: its most specific matching range's q, or 0. */
function weight(ranges: readonly Range[], offer: string): number {
  const [type, subtype] = offer.toLowerCase().split('/') as [string, string]
  let best = -1
  let q = 0
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1
    if (specificity > best) {
      best = specificity
      q = range.q
    }
  }
  return best < 0 ? 0 : q
}

/** The offer the caller prefers, or undefined when Accept names none of them. */
export function negotiate(accept: string | undefined, offers: readonly string[]): string | undefined {
  if (offers.length === 0) return undefined
  if (accept === undefined || accept.trim() === '') return offers[0]
  const ranges = parseAccept(accept)
  if (ranges.length === 0) return offers[0]
  let chosen: string | undefined
  let top = 0
  for (const offer of offers) {
    const q = weight(ranges, offer)
    if (q > top) {
      top = q
      chosen = offer
    }
  }
  return chosen
}

/**
 * A Content-Disposition value for a file answer (RFC 6266): `filename` in plain ASCII (anything else,
 * quotes, backslashes and controls become `_`) and, when the name is not plain ASCII, `filename*` with
 * its UTF-8 percent-encoded form. The name is bounded (at most 120 characters before the extension).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string, extension: string): string {
  const stem = [...name.normalize('NFC')].slice(0, 120).join('') || 'file'
  const full = `${stem}.${extension}`
  const ascii = full.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  if (ascii === full) return `${disposition}; filename="${full}"`
  const encoded = encodeURIComponent(full).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
