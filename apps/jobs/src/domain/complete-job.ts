/**
 * An adapter's draft -> the canonical job members: description sanitized and stripped, places split,
 * vocabulary words mapped to the enums (unknown words warn UNKNOWN_CODE), remote read from the
 * vendor's flag or the location / title text, the level from the title when the vendor has none.
 */
import { type NormalizeContext, plainText } from '@svc/normalize-kit'
import type { Job, JobDraft, Place, RemoteMode } from '../canonical/job.js'
import { describe } from './html.js'
import { remoteFromText, toPlace } from './location.js'
import { salaryMember } from './salary-member.js'
import { EMPLOYMENT, LEVEL, levelFromTitle, levelFromYears, lookup, REMOTE, STATUS } from './vocabulary.js'

/** Locations kept per job (a posting listing every store of a chain stays bounded). */
export const MAX_LOCATIONS = 200

export type JobMembers = Omit<Job, 'id' | 'provenance' | 'interpretation' | 'jsonLd'>

function mapped<T extends string>(
  ctx: NormalizeContext,
  table: Readonly<Record<string, T>>,
  value: unknown,
  field: string,
): T | undefined {
  const found = lookup(table, value)
  if (!found.known) ctx.warn('UNKNOWN_CODE', `The ${field} word is not in the mapping table.`, field)
  return found.value
}

function remoteOf(ctx: NormalizeContext, draft: JobDraft, places: readonly Place[]): RemoteMode | null {
  const declared = draft.remote === undefined ? undefined : mapped(ctx, REMOTE, draft.remote, 'location.remote')
  if (declared) return declared
  const text = [...places.map((p) => p.raw ?? ''), draft.title ?? ''].join(' | ')
  const inferred = remoteFromText(text)
  if (inferred) return inferred
  return places.some((p) => p.city || p.region || p.country) ? 'onsite' : null
}

const text = (value: string | undefined) => value?.trim() || null
/** Vendor text that may carry markup or character references (`R&amp;D Lead`): plain, decoded. */
const plain = (value: string | undefined) => (typeof value === 'string' && plainText(value)) || null

export function completeJob(draft: JobDraft, ctx: NormalizeContext): JobMembers {
  const description = describe(
    typeof draft.html === 'string' ? draft.html : undefined,
    typeof draft.text === 'string' ? draft.text : undefined,
  )
  if (description?.unsafeRemoved)
    ctx.warn(
      'UNSAFE_HTML_REMOVED',
      'Scripts, frames or event handlers were removed from the description.',
      'descriptionHtml',
    )
  const drafts = (draft.locations ?? []).filter((p) => p && typeof p === 'object')
  if (drafts.length > MAX_LOCATIONS)
    ctx.warn('LIST_TRUNCATED', `Only the first ${MAX_LOCATIONS} locations were kept.`, 'location.locations')
  const places = drafts.slice(0, MAX_LOCATIONS).map(toPlace)
  const first = places[0]
  const title = typeof draft.title === 'string' ? plainText(draft.title) : ''
  const employment =
    draft.employmentType === undefined ? undefined : mapped(ctx, EMPLOYMENT, draft.employmentType, 'employmentType')
  const byYears = draft.experienceLevel ? levelFromYears(draft.experienceLevel) : undefined
  const level =
    byYears ?? mapped(ctx, LEVEL, draft.experienceLevel, 'experienceLevel') ?? levelFromTitle(title) ?? 'unspecified'
  return {
    title,
    description: description?.text || null,
    descriptionHtml: description?.html || null,
    company: { name: plain(draft.company?.name), url: text(draft.company?.url), logo: text(draft.company?.logo) },
    location: {
      raw: first?.raw ?? null,
      street: first?.street ?? null,
      city: first?.city ?? null,
      region: first?.region ?? null,
      country: first?.country ?? null,
      postalCode: first?.postalCode ?? null,
      remote: remoteOf(ctx, draft, places),
      locations: places,
    },
    employmentType: employment ?? null,
    experienceLevel: level,
    salary: salaryMember(draft.salary, draft.salaryText, ctx, description?.text, first?.country),
    postedDate: draft.postedDate ?? null,
    validThrough: draft.validThrough ?? null,
    applyUrl: text(draft.applyUrl),
    jobStatus: mapped(ctx, STATUS, draft.status, 'jobStatus') ?? 'unknown',
    department: plain(draft.department),
  }
}
