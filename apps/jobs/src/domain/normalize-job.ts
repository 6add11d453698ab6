/**
 * One posting: shape guards -> resolve the reader (resolve-platform.ts) -> adapter.normalize with a
 * fresh ctx -> complete the members -> id, provenance, confidence; INVALID_PAYLOAD when the item is
 * not an object or has no title (an error entry for that item, the others go on).
 */
import { createHash } from 'node:crypto'
import { AppError } from '@svc/core/errors'
import { checkShape, createContext, locate, missingFields, scoreConfidence } from '@svc/normalize-kit'
import type { Job } from '../canonical/job.js'
import { completeJob } from './complete-job.js'
import { toJsonLd } from './json-ld.js'
import { resolvePlatform } from './resolve-platform.js'
import { JOB_WARNINGS } from './warnings.js'

/** Members whose absence lowers confidence (Google for Jobs' required members, and the apply link). */
const CORE_FIELDS = ['description', 'company.name', 'postedDate', 'applyUrl', 'employmentType']
const ITEM_LIMITS = { maxDepth: 32, maxNodes: 200_000, maxStringLength: 1_000_000 }

export interface JobOptions {
  includeJsonLd?: boolean
}

function invalid(message: string): AppError {
  return new AppError('INVALID_PAYLOAD', message)
}

export function normalizeJob(item: unknown, platform: string | undefined, options: JobOptions = {}): Job {
  if (item === null || typeof item !== 'object' || Array.isArray(item))
    throw invalid(
      `The job is ${Array.isArray(item) ? 'an array' : item === null ? 'null' : `a ${typeof item}`}, not a JSON object.`,
    )
  checkShape(item, ITEM_LIMITS, 'job')
  const resolved = resolvePlatform(item, platform)
  const { adapter } = resolved
  const ctx = createContext({ dayFirst: adapter.dayFirst ?? false, maxListItems: 200 })
  if (resolved.mismatch) ctx.warn('PLATFORM_MISMATCH', resolved.mismatch, 'platform')
  const draft = adapter.normalize(locate(adapter, item).root, ctx)
  const members = completeJob(draft, ctx)
  if (!members.title) throw invalid('The job has no title (no title member the platform reader knows).')
  const sourceId = draft.sourceId ?? null
  const id = sourceId
    ? `${resolved.platform}:${sourceId}`
    : `${resolved.platform}:sha256-${createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 16)}`
  const job: Omit<Job, 'interpretation'> = {
    id,
    ...members,
    provenance: { platform: resolved.platform, sourceId, sourceUrl: draft.sourceUrl ?? members.applyUrl },
  }
  const missing = missingFields(members, CORE_FIELDS)
  if (!members.location.remote && members.location.locations.length === 0) missing.push('location')
  let jsonLd: Record<string, unknown> | undefined
  if (options.includeJsonLd) {
    const rendered = toJsonLd(job)
    jsonLd = rendered.jsonLd
    if (rendered.missing.length)
      ctx.warn(
        'JSONLD_INCOMPLETE',
        `Google for Jobs requires ${rendered.missing.join(', ')}, which the posting lacks.`,
        'jsonLd',
      )
  }
  const confidence = scoreConfidence(
    { kind: adapter.kind, base: adapter.confidence, missingFields: missing, warnings: ctx.warnings },
    JOB_WARNINGS,
  )
  return {
    ...job,
    interpretation: { method: resolved.method, confidence, warnings: [...ctx.warnings] },
    ...(jsonLd ? { jsonLd } : {}),
  }
}
