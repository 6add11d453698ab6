/**
 * Places: a vendor's structured members kept, a raw string (`San Francisco, CA`, `London, England,
 * United Kingdom`, `Remote - US`, `US-CA-San Jose` handled by iCIMS) split into city / region /
 * country. Countries become ISO 3166-1 alpha-2 when mappable. A two-letter part after a city is read as
 * a US state when it is one (`CA` = California): write `Canada` or `CAN` for the country.
 */
import { plainText, toCountryCode } from '@svc/normalize-kit'
import type { Place, PlaceDraft, RemoteMode } from '../canonical/job.js'

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
)
const REMOTE_WORDS = /\b(remote|remoto|télétravail|teletrabajo|work from home|wfh|home ?office|anywhere)\b/i
const HYBRID_WORDS = /\b(hybrid|hybride|híbrido|ibrido)\b/i
const MODE_WORDS = /\b(fully remote|remote|remoto|hybrid|hybride|on-?site|in office|anywhere|wfh)\b/gi

export function remoteFromText(text: string): RemoteMode | undefined {
  if (HYBRID_WORDS.test(text)) return 'hybrid'
  if (REMOTE_WORDS.test(text)) return 'remote'
  return undefined
}

const country = (value: string | undefined) => (value ? (toCountryCode(value) ?? value) : undefined)

function split(raw: string): Pick<PlaceDraft, 'city' | 'region' | 'country'> {
  const cleaned = raw
    .replace(MODE_WORDS, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/\s*[-–|/:]\s*$/g, '')
    .replace(/^\s*[-–|/:]\s*/, '')
  const parts = cleaned
    .split(/\s*[,;]\s*|\s+[-–|]\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^[-–|/:]+$/.test(p))
  const out: Pick<PlaceDraft, 'city' | 'region' | 'country'> = {}
  const last = parts.at(-1)
  if (last && parts.length >= 2 && US_STATES.has(last)) {
    out.region = last
    out.country = 'US'
    parts.pop()
  } else if (last && toCountryCode(last)) {
    out.country = toCountryCode(last)
    parts.pop()
  }
  if (parts.length >= 2) out.region = out.region ?? parts.pop()
  if (parts.length >= 1) out.city = parts.join(', ')
  return out
}

/** Place names as vendors write them, entities and all (`Z&uuml;rich`): normalize-kit's `plainText`. */
const words = (value: unknown) => (typeof value === 'string' && plainText(value)) || undefined

export function toPlace(draft: PlaceDraft): Place {
  const raw = words(draft.raw)
  const parsed = raw && !draft.city ? split(raw) : {}
  let region = words(draft.region) ?? parsed.region
  let code = country(draft.country) ?? country(parsed.country)
  if (!code && region && US_STATES.has(region.toUpperCase()) && region.length === 2) code = 'US'
  if (code && code.length === 2 && /^[a-z]{2}$/.test(code)) code = code.toUpperCase()
  if (region && region.length === 2) region = region.toUpperCase()
  const city = words(draft.city) ?? parsed.city
  const shown = raw ?? ([city, region, code].filter(Boolean).join(', ') || undefined)
  return {
    raw: shown ?? null,
    street: words(draft.street) ?? null,
    city: city ?? null,
    region: region ?? null,
    country: code ?? null,
    postalCode: draft.postalCode ?? null,
  }
}
