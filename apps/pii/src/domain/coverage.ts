/**
 * Which types run: a coverage level, or an explicit `types` list (aliases accepted, unknown names
 * returned in `ignoredTypes`). `low` = types with a checksum or a self-identifying format (near-zero
 * false positives); `medium` (default) adds types that need context or are common in logs; `high`
 * adds free-form types (postal addresses, person names) that trade precision for recall.
 */
import { PII_TYPES, type PiiType } from './types.js'

export const COVERAGE_LEVELS = ['low', 'medium', 'high'] as const
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number]

const LOW: readonly PiiType[] = [
  'email',
  'ssn',
  'credit_card',
  'iban',
  'password',
  'bearer_token',
  'aws_access_key',
  'api_key',
  'private_key',
  'connection_string',
]
const MEDIUM: readonly PiiType[] = [
  ...LOW,
  'phone',
  'bank_routing',
  'ip_address',
  'mac_address',
  'date_of_birth',
  'passport',
  'drivers_license',
  'generic_secret',
]
const HIGH: readonly PiiType[] = [...MEDIUM, 'postal_address', 'person_name']

export const COVERAGE_TYPES: Readonly<Record<CoverageLevel, readonly PiiType[]>> = {
  low: LOW,
  medium: MEDIUM,
  high: HIGH,
}

/** Other names callers use for a type (lower-cased, `-` and spaces read as `_`). */
export const TYPE_ALIASES: Readonly<Record<string, PiiType>> = {
  email_address: 'email',
  phone_number: 'phone',
  telephone: 'phone',
  us_ssn: 'ssn',
  social_security_number: 'ssn',
  card: 'credit_card',
  card_number: 'credit_card',
  credit_card_number: 'credit_card',
  iban_code: 'iban',
  routing_number: 'bank_routing',
  aba_routing_number: 'bank_routing',
  ip: 'ip_address',
  ipv4: 'ip_address',
  ipv6: 'ip_address',
  mac: 'mac_address',
  dob: 'date_of_birth',
  birth_date: 'date_of_birth',
  passport_number: 'passport',
  driver_license: 'drivers_license',
  drivers_licence: 'drivers_license',
  driving_licence: 'drivers_license',
  address: 'postal_address',
  name: 'person_name',
  jwt: 'bearer_token',
  secret: 'generic_secret',
}

export interface TypeSelection {
  coverageLevel: CoverageLevel | 'custom'
  effectiveTypes: PiiType[]
  ignoredTypes: string[]
}

const KNOWN = new Set<string>(PII_TYPES)

export function selectTypes(coverage: CoverageLevel | undefined, types: readonly string[] | undefined): TypeSelection {
  if (types === undefined) {
    const level = coverage ?? 'medium'
    return { coverageLevel: level, effectiveTypes: [...COVERAGE_TYPES[level]], ignoredTypes: [] }
  }
  const chosen = new Set<PiiType>()
  const ignored: string[] = []
  for (const name of types) {
    const normal = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
    const type = KNOWN.has(normal) ? (normal as PiiType) : TYPE_ALIASES[normal]
    if (type) chosen.add(type)
    else if (!ignored.includes(name)) ignored.push(name)
  }
  return { coverageLevel: 'custom', effectiveTypes: PII_TYPES.filter((t) => chosen.has(t)), ignoredTypes: ignored }
}
