/**
 * POST /normalize in the domain: the request's items (top-level `payload` with `platform`, or
 * `inputs` buckets `{platform, data}` / `{platform?, payload}`) normalized one by one with partial
 * success (normalize-kit `normalizeBatch`), then the reply: `jobs`, `errors` (index within the
 * bucket's list, `bucket` for `inputs`), `metadata` counts per platform and method.
 */
import { AppError } from '@svc/core/errors'
import { normalizeBatch } from '@svc/normalize-kit'
import type { Job } from '../canonical/job.js'
import { listResponse } from './list-responses.js'
import { normalizeJob } from './normalize-job.js'
import { type VendorError, vendorError } from './vendor-errors.js'

export const MAX_JOBS = 10_000

export interface InputElement {
  platform?: string | undefined
  data?: unknown[] | undefined
  payload?: unknown
}

export interface JobsRequest {
  payload?: unknown
  platform?: string | undefined
  inputs?: InputElement[] | undefined
  includeJsonLd?: boolean | undefined
}

export interface JobsError {
  index: number
  item?: number
  bucket?: number
  platform?: string
  error: string
  message: string
  /** VENDOR_ERROR: the vendor's own code (`NOT_FOUND`, `404`); `message` is the vendor's reason. */
  vendorCode?: string
}

export interface JobsReply {
  jobs: Job[]
  errors: JobsError[]
  metadata: {
    total: number
    normalized: number
    failed: number
    byPlatform: Record<string, number>
    byMethod: Record<string, number>
  }
}

interface Item {
  value: unknown
  index: number
  /** Position inside a vendor list response sent as one item. */
  item?: number
  bucket?: number
  platform?: string | undefined
  /** The vendor's error, when the item is an error body rather than a job. */
  vendor?: VendorError
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])

/** One item per job: a vendor list response (`{ jobs: [...] }`) becomes its jobs. */
function push(items: Item[], value: unknown, at: Omit<Item, 'value'>) {
  const list = listResponse(value)
  if (!list) items.push({ value, ...at })
  else
    list.forEach((job, item) => {
      items.push({ value: job, ...at, item })
    })
}

function itemsOf(request: JobsRequest): Item[] {
  const items: Item[] = []
  if (request.inputs) {
    request.inputs.forEach((input, bucket) => {
      const list = input.data ?? asList(input.payload)
      list.forEach((value, index) => {
        push(items, value, { index, bucket, platform: input.platform })
      })
    })
  } else {
    asList(request.payload).forEach((value, index) => {
      push(items, value, { index, platform: request.platform })
    })
  }
  if (items.length > MAX_JOBS)
    throw new AppError('TOO_MANY_JOBS', `The request holds ${items.length} jobs; send at most ${MAX_JOBS} per request.`)
  return items
}

const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1
}

export function normalizeJobs(request: JobsRequest): JobsReply {
  const items = itemsOf(request)
  const options = { includeJsonLd: request.includeJsonLd === true }
  const result = normalizeBatch(
    items,
    (item) => {
      item.vendor = vendorError(item.value)
      if (item.vendor) throw new AppError('VENDOR_ERROR', item.vendor.message)
      return normalizeJob(item.value, item.platform, options)
    },
    {
      identify: (item) => ({
        ...(item.item !== undefined ? { item: item.item } : {}),
        ...(item.bucket !== undefined ? { bucket: item.bucket } : {}),
        ...(item.platform ? { platform: item.platform } : {}),
      }),
    },
  )
  const errors = result.errors.map(({ index, error, message, ...identity }) => {
    const vendor = error === 'VENDOR_ERROR' ? items[index]?.vendor : undefined
    return {
      index: items[index]?.index ?? index,
      ...identity,
      error,
      message,
      ...(vendor?.code ? { vendorCode: vendor.code } : {}),
    }
  }) as JobsError[]
  const byPlatform: Record<string, number> = {}
  const byMethod: Record<string, number> = {}
  for (const job of result.values) {
    count(byPlatform, job.provenance.platform)
    count(byMethod, job.interpretation.method)
  }
  return {
    jobs: result.values,
    errors,
    metadata: { total: items.length, normalized: result.values.length, failed: errors.length, byPlatform, byMethod },
  }
}
