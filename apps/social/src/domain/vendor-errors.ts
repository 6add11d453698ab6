/**
 * Error bodies the review and social vendors publish, read as VENDOR_ERROR drafts so an error-only
 * response reports the vendor's code and reason instead of a post of nulls:
 * - Google APIs (Android Publisher, Business Profile, Places API New): `{"error":{"code":404,"message":…,"status":"NOT_FOUND"}}`
 *   (https://cloud.google.com/apis/design/errors#http_mapping);
 * - Places API (legacy): a `status` other than OK, with `error_message` when Google gives one
 *   (https://developers.google.com/maps/documentation/places/web-service/details#PlacesDetailsStatus);
 * - Yelp Fusion: `{"error":{"code":"BUSINESS_NOT_FOUND","description":…}}` (https://docs.developer.yelp.com/docs/fusion-error-messages);
 * - Best Buy: `{"errorMessage":…,"status":500}` (https://bestbuyapis.github.io/api-documentation/#errors-and-mock-data).
 */
import type { PostDraft, VendorErrorDraft } from '../canonical/post.js'

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined

export function vendorErrorDraft(error: VendorErrorDraft): PostDraft {
  return { id: undefined, type: 'post', vendorError: error }
}

/** Google's `{error:{code, message, status}}`; the `status` name is the code, the HTTP code its fallback. */
export function googleApiError(payload: unknown): VendorErrorDraft | undefined {
  const error = isObject(payload) ? payload.error : undefined
  if (!isObject(error)) return undefined
  const code = str(error.status) ?? str(error.code)
  const message = str(error.message)
  if (code === undefined || message === undefined || typeof error.description === 'string') return undefined
  return { code, message }
}

const PLACES_FAILURES = new Set([
  'ZERO_RESULTS',
  'NOT_FOUND',
  'INVALID_REQUEST',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'UNKNOWN_ERROR',
])

/** A Places API (legacy) response whose `status` is a failure: the status and Google's `error_message`. */
export function placesStatusError(payload: unknown): VendorErrorDraft | undefined {
  if (!isObject(payload)) return undefined
  const status = str(payload.status)
  if (status === undefined || !PLACES_FAILURES.has(status)) return undefined
  return { code: status, message: str(payload.error_message) ?? `The Places API answered ${status}.` }
}

/** Yelp's `{error:{code, description}}`. */
export function yelpError(payload: unknown): VendorErrorDraft | undefined {
  const error = isObject(payload) ? payload.error : undefined
  if (!isObject(error)) return undefined
  const code = str(error.code)
  const message = str(error.description)
  return code !== undefined && message !== undefined ? { code, message } : undefined
}

/** Best Buy's `{errorMessage, status}` (the HTTP status is the only code Best Buy gives). */
export function bestBuyError(payload: unknown): VendorErrorDraft | undefined {
  if (!isObject(payload)) return undefined
  const code = str(payload.errorCode) ?? str(payload.status)
  const message = str(payload.errorMessage)
  return code !== undefined && message !== undefined ? { code, message } : undefined
}

/**
 * Twitter API v2 `errors[]` entries (partial errors beside `data`, or the whole response): one draft each,
 * the problem `title` as code (`Not Found Error`), `detail` as message, the missing id as `resourceId`.
 * A request-level failure is one problem object at the top (`{title, detail, type}`, no `data`:
 * https://docs.x.com/x-api/fundamentals/response-codes-and-errors), read the same way.
 */
export function twitterErrors(payload: unknown): PostDraft[] {
  if (!isObject(payload)) return []
  const errors = payload.errors
  if (!Array.isArray(errors)) {
    const code = str(payload.title) ?? str(payload.type)
    const message = str(payload.detail)
    return payload.data === undefined && code !== undefined && message !== undefined
      ? [vendorErrorDraft({ code, message })]
      : []
  }
  const out: PostDraft[] = []
  for (const e of errors) {
    if (!isObject(e)) continue
    const code = str(e.title) ?? str(e.type) ?? str(e.code)
    const message = str(e.detail) ?? str(e.message)
    if (code === undefined || message === undefined) continue
    out.push(vendorErrorDraft({ code, message, resourceId: str(e.resource_id) ?? str(e.value) }))
  }
  return out
}
