/**
 * `schemaVersion`: a retailer with more than one product API picks its adapter by version. Without a
 * version the retailer's adapters are tried by their signatures (the best match wins, the first listed
 * when none matches). Product ids keep the retailer key: an SP-API item is `amazon:<asin>`.
 */
import { AppError } from '@svc/core/errors'

interface Versioned {
  /** schemaVersion (lower case) -> adapter key. */
  versions: Readonly<Record<string, string>>
}

export const SCHEMA_VERSIONS: Readonly<Record<string, Versioned>> = {
  amazon: {
    versions: {
      paapi5: 'amazon',
      'pa-api-5': 'amazon',
      'sp-api-2022-04-01': 'amazon_catalog',
      'sp-api-catalog-2022-04-01': 'amazon_catalog',
      '2022-04-01': 'amazon_catalog',
    },
  },
}

/** The retailer key each adapter's products carry (adapters of a versioned retailer map to it). */
export const RETAILER_OF: Readonly<Record<string, string>> = { amazon_catalog: 'amazon' }

/** The adapter keys to try for (retailerId, schemaVersion): one named, or the retailer's versions in order. */
export function adapterKeysFor(retailerId: string, schemaVersion: string | undefined): string[] | undefined {
  const versioned = SCHEMA_VERSIONS[retailerId.trim().toLowerCase()]
  if (!versioned) return undefined
  if (schemaVersion === undefined) return [...new Set(Object.values(versioned.versions))]
  const key = versioned.versions[schemaVersion.trim().toLowerCase()]
  if (key) return [key]
  throw new AppError(
    'UNKNOWN_SCHEMA_VERSION',
    `\`schemaVersion\` is not one of ${retailerId}'s versions: ${Object.keys(versioned.versions).join(', ')}.`,
    { field: 'schemaVersion' },
  )
}
