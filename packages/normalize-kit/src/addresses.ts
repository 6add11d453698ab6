/**
 * Postal addresses: one canonical shape from the many vendor layouts (`line1/line2`, `Line1..Line5`,
 * `address_1/address_2`, `street` arrays, `AddressLine1`, `postal_code/zip/PostalCode/zipcode`, ...).
 * The country becomes ISO 3166-1 alpha-2; an unreadable country is kept as written in `countryRaw`.
 */
import { toCountryCode } from './countries.js'
import { isRecord, pick, pickString } from './lookup.js'

export interface Address {
  lines: string[]
  city?: string
  region?: string
  postalCode?: string
  country?: string
  countryRaw?: string
}

const LINE_KEYS = [
  [
    'line1',
    'Line1',
    'address1',
    'address_1',
    'address_line_1',
    'addressLine1',
    'AddressLine1',
    'street1',
    'street',
    'Street',
    'address_line1',
    'street_1',
    'line_1',
    'AddressLine',
    'streetAddress',
  ],
  [
    'line2',
    'Line2',
    'address2',
    'address_2',
    'address_line_2',
    'addressLine2',
    'AddressLine2',
    'street2',
    'street_2',
    'address_line2',
    'line_2',
  ],
  ['line3', 'Line3', 'address3', 'address_3', 'addressLine3', 'AddressLine3'],
  ['Line4', 'AddressLine4'],
] as const
const CITY = ['city', 'City', 'locality', 'town', 'CityName', 'city_name', 'admin_area_2', 'suburb']
const REGION = [
  'state',
  'State',
  'region',
  'Region',
  'province',
  'province.code',
  'StateOrRegion',
  'county',
  'CountrySubDivisionCode',
  'state_code',
  'stateOrProvince',
  'admin_area_1',
  'province_code',
  'administrative_district_level_1',
  'StateOrProvinceCode',
]
const POSTAL = [
  'postal_code',
  'postalCode',
  'PostalCode',
  'postcode',
  'zip',
  'zipcode',
  'zip_code',
  'Zip',
  'ZipCode',
  'PostCode',
]
const COUNTRY = [
  'country_code',
  'countryCode',
  'CountryCode',
  'country_iso2',
  'country_iso',
  'country_id',
  'country.code',
  'country.id',
  'country',
  'Country',
  'CountryName',
  'country_name',
  'country.name',
  'country.refName',
]

/** A canonical address from an address object (or a single string line); undefined when empty. */
export function toAddress(value: unknown): Address | undefined {
  if (typeof value === 'string')
    return value.trim()
      ? {
          lines: value
            .split(/\r?\n|,\s*/)
            .map((l) => l.trim())
            .filter(Boolean),
        }
      : undefined
  if (!isRecord(value)) return undefined
  const streetArray = pick(value, ['street', 'lines', 'address_lines', 'addressLines'])
  const lines = Array.isArray(streetArray)
    ? streetArray.filter((l): l is string => typeof l === 'string' && l.trim() !== '').map((l) => l.trim())
    : LINE_KEYS.map((keys) => pickString(value, keys)).filter((l): l is string => l !== undefined)
  const countryText = pickString(value, COUNTRY)
  const country = toCountryCode(countryText)
  const address: Address = { lines }
  const city = pickString(value, CITY)
  const region = pickString(value, REGION)
  const postalCode = pickString(value, POSTAL)
  if (city) address.city = city
  if (region) address.region = region
  if (postalCode) address.postalCode = postalCode
  if (country) address.country = country
  else if (countryText) address.countryRaw = countryText
  return lines.length || city || region || postalCode || countryText ? address : undefined
}
