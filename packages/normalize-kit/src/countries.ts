/**
 * ISO 3166-1 alpha-2 from whatever a vendor wrote: `DE`, `DEU`, `Germany`, `Federal Republic of
 * Germany`, `United States of America`, `USA`, `UK`. Table generated from Debian iso-codes; the
 * aliases below are names vendors commonly send that are neither ISO name form.
 */
import { ISO_3166 } from './data/iso-3166.js'

const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  deutschland: 'DE',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  vietnam: 'VN',
  'ivory coast': 'CI',
  'czech republic': 'CZ',
  turkey: 'TR',
  uae: 'AE',
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

const INDEX: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>()
  for (const [alpha2, alpha3, common, official] of ISO_3166) {
    for (const key of [alpha2, alpha3, common, official]) map.set(fold(key), alpha2)
    const short = common.replace(/,.*$/, '')
    if (!map.has(fold(short))) map.set(fold(short), alpha2)
  }
  for (const [alias, alpha2] of Object.entries(ALIASES)) map.set(fold(alias), alpha2)
  return map
})()

const NAMES: ReadonlyMap<string, string> = new Map(ISO_3166.map(([alpha2, , common]) => [alpha2, common]))

/** ISO 3166-1 alpha-2 for a code or name (any case, accents ignored), or undefined. */
export function toCountryCode(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 80) return undefined
  return INDEX.get(fold(value))
}

/** The English short name of an alpha-2 code. */
export function countryName(alpha2: string): string | undefined {
  return NAMES.get(alpha2.toUpperCase())
}
