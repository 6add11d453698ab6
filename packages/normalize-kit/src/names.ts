/**
 * Person and organisation names: `{ first_name, last_name }`, `GivenName/FamilyName`, `{ name: {
 * given_name, surname } }` (PayPal), a full `name`, or a display name; whitespace collapsed.
 */
import { isRecord, pickString } from './lookup.js'

const FULL = [
  'name',
  'full_name',
  'fullName',
  'FullName',
  'display_name',
  'displayName',
  'DisplayName',
  'company_name',
  'companyName',
  'CompanyName',
  'business_name',
  'organization',
  'company',
]
const FIRST = [
  'first_name',
  'firstName',
  'FirstName',
  'given_name',
  'givenName',
  'GivenName',
  'first',
  'name.given_name',
]
const LAST = [
  'last_name',
  'lastName',
  'LastName',
  'family_name',
  'familyName',
  'FamilyName',
  'surname',
  'last',
  'name.surname',
]

function clean(text: string | undefined): string | undefined {
  const collapsed = text?.replace(/\s+/g, ' ').trim()
  return collapsed ? collapsed : undefined
}

/** The display name from a name string or a person/company object, or undefined. */
export function toName(value: unknown): string | undefined {
  if (typeof value === 'string') return clean(value)
  if (!isRecord(value)) return undefined
  const first = pickString(value, FIRST)
  const last = pickString(value, LAST)
  if (first || last) return clean([first, last].filter(Boolean).join(' '))
  const full = value.name
  if (isRecord(full)) return toName(full)
  return clean(pickString(value, FULL))
}

/** Splits a display name into given and family parts (last word = family name); a single word is the given name. */
export function splitName(name: string): { given: string; family?: string } {
  const parts = name.trim().split(/\s+/)
  if (parts.length < 2) return { given: parts[0] ?? '' }
  return { given: parts.slice(0, -1).join(' '), family: parts.at(-1) as string }
}
