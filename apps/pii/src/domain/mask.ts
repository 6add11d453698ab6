/**
 * The `mask` strategy and every finding's `preview`: keeps the hints a person needs to recognise
 * the value (last four card digits, email domain, key vendor prefix, separators) and never the
 * value itself. Secrets keep at most their public vendor prefix, then a fixed `********`, so the
 * mask does not reveal their length. The exact rule per type is the table in the README.
 */
import type { Match, PiiType } from './types.js'

const ALNUM = /[\p{L}\p{N}]/u
const STARS = '********'

/** Replaces letters and digits with `*` except the last `keep` of them; separators stay. */
export function keepLast(value: string, keep: number): string {
  if (!ASCII.test(value)) return keepLastUnicode(value, keep)
  // Printable ASCII (nearly every value found): letters and digits by code, the same set as ALNUM there.
  let total = 0
  for (let i = 0; i < value.length; i++) if (isAsciiAlnum(value.charCodeAt(i))) total++
  const masked = total - keep
  if (masked <= 0) return value
  let out = ''
  let seen = 0
  let from = 0
  for (let i = 0; i < value.length && seen < masked; i++) {
    if (!isAsciiAlnum(value.charCodeAt(i))) continue
    seen++
    out += `${value.slice(from, i)}*`
    from = i + 1
  }
  return out + value.slice(from)
}

const ASCII = /^[\x00-\x7F]*$/

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122)
}

/** The general rule, by code point (also the reference the ASCII path is tested against). */
export function keepLastUnicode(value: string, keep: number): string {
  let seen = 0
  let total = 0
  for (const ch of value) if (ALNUM.test(ch)) total++
  let out = ''
  for (const ch of value) {
    if (!ALNUM.test(ch)) out += ch
    else out += ++seen > total - keep ? ch : '*'
  }
  return out
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@')
  return `${value.charAt(0)}***${value.slice(at)}`
}

function maskWords(value: string): string {
  return value.replace(/[\p{L}\p{N}]+/gu, (word) => `${[...word][0]}${'*'.repeat(Math.min(6, [...word].length - 1))}`)
}

function maskIp(value: string): string {
  const sep = value.includes('.') ? '.' : ':'
  const [first, ...rest] = value.split(sep)
  return [first, ...rest.map((g) => (g === '' ? '' : '*'))].join(sep)
}

const VENDOR_PREFIX =
  /^(gh[pousr]_|github_pat_|gl[a-z]{1,4}-|xox[a-z]-|[sr]k_(live|test)_|AIza|https:\/\/hooks\.slack\.com\/|sk-ant-|sk-[a-z]{4,7}-|SG\.|npm_|pypi-|shp[a-z]{2}_|do[opr]_v1_)/

const MASKERS: Record<PiiType, (value: string, match: Match) => string> = {
  email: maskEmail,
  phone: (v) => keepLast(v, 2),
  ssn: (v) => keepLast(v, 4),
  credit_card: (v) => keepLast(v, 4),
  iban: (v) => `${v.slice(0, 2)}${keepLast(v.slice(2), 4)}`,
  bank_routing: (v) => keepLast(v, 2),
  ip_address: maskIp,
  mac_address: (v) => v.slice(0, 8) + v.slice(8).replace(/[0-9A-Fa-f]/g, '*'),
  date_of_birth: (v) => v.replace(/\d/g, '*'),
  passport: (v) => keepLast(v, 2),
  drivers_license: (v) => keepLast(v, 2),
  postal_address: maskWords,
  person_name: maskWords,
  password: () => STARS,
  bearer_token: (v) => (v.startsWith('eyJ') ? `eyJ${STARS}` : STARS),
  aws_access_key: (v) => `${v.slice(0, 4)}${STARS}`,
  api_key: (v) => `${VENDOR_PREFIX.exec(v)?.[0] ?? ''}${STARS}`,
  private_key: (_v, m) => `-----BEGIN ${m.attributes?.kind ?? 'PRIVATE KEY'}-----${STARS}`,
  connection_string: () => STARS,
  generic_secret: () => STARS,
}

export function maskValue(value: string, match: Match): string {
  return MASKERS[match.type](value, match)
}
