/**
 * Which adapter reads an item, and how the read is labelled (seed: `interpretation.method`):
 * - a dedicated key whose signature fits, with no other adapter fitting better -> `platform_exact`;
 * - any declared key (dedicated, reserved or unknown string) when another dedicated adapter or
 *   schema.org JSON-LD fits better -> that reader, `platform_fuzzy`, warning PLATFORM_MISMATCH;
 * - a dedicated key that nothing fits -> the custom path, `platform_fuzzy`, PLATFORM_MISMATCH;
 * - no platform, `custom`, `generic`, `unknown`, a reserved key or any other string with no better
 *   fit -> detection (dedicated adapters, then JSON-LD, then the custom path), `generic_inferred`.
 */
import { type AnyAdapter, locate } from '@svc/normalize-kit'
import { registry, UNDECLARED_KEYS } from '../adapters/index.js'
import type { JobDraft, Method } from '../canonical/job.js'

export interface Resolved {
  adapter: AnyAdapter<JobDraft>
  method: Method
  /** provenance.platform: the adapter's key, else the declared key, else `schema_org` / `custom`. */
  platform: string
  mismatch?: string
}

const jobShaped = registry.get('job_shaped') as AnyAdapter<JobDraft>
const schemaOrg = registry.get('schema_org') as AnyAdapter<JobDraft>

export function resolvePlatform(item: unknown, platform: string | undefined): Resolved {
  const declared = platform?.trim().toLowerCase() || undefined
  const undeclared = declared === undefined || (UNDECLARED_KEYS as readonly string[]).includes(declared)
  const named = declared ? registry.get(declared) : undefined
  const dedicated = named?.kind === 'vendor' ? named : undefined
  const ranked = registry.rank(item)
  const bestVendor = ranked.find((c) => c.adapter.kind === 'vendor')
  const isJsonLd = locate(schemaOrg, item).score > 0

  if (dedicated) {
    const own = locate(dedicated, item).score
    if (own > 0 && (!bestVendor || bestVendor.adapter === dedicated || bestVendor.score <= own))
      return { adapter: dedicated, method: 'platform_exact', platform: dedicated.key }
    if (bestVendor)
      return {
        adapter: bestVendor.adapter,
        method: 'platform_fuzzy',
        platform: bestVendor.adapter.key,
        mismatch: `Declared ${dedicated.key}, but the payload has the shape of a ${bestVendor.adapter.key} ${bestVendor.adapter.source.object}; read as ${bestVendor.adapter.key}.`,
      }
    const fallback = isJsonLd ? schemaOrg : jobShaped
    return {
      adapter: fallback,
      method: 'platform_fuzzy',
      platform: dedicated.key,
      mismatch: `Declared ${dedicated.key}, but the payload does not have the shape of a ${dedicated.key} ${dedicated.source.object}; read ${isJsonLd ? 'as schema.org JSON-LD' : 'through the custom path'}.`,
    }
  }
  if (bestVendor && !undeclared)
    return {
      adapter: bestVendor.adapter,
      method: 'platform_fuzzy',
      platform: bestVendor.adapter.key,
      mismatch: `Declared ${declared}, but the payload has the shape of a ${bestVendor.adapter.key} ${bestVendor.adapter.source.object}; read as ${bestVendor.adapter.key}.`,
    }
  if (bestVendor) return { adapter: bestVendor.adapter, method: 'generic_inferred', platform: bestVendor.adapter.key }
  const fallback = isJsonLd ? schemaOrg : jobShaped
  const label = declared && !undeclared ? declared : isJsonLd ? 'schema_org' : (declared ?? 'custom')
  return { adapter: fallback, method: 'generic_inferred', platform: label }
}
