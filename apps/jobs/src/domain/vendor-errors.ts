/**
 * Error bodies the job vendors answer with, read as VENDOR_ERROR entries carrying the vendor's own code
 * and reason, so an error-only or not-found response is never a generic INVALID_PAYLOAD nor a job of
 * nulls. An object with a title of its own is a job, never an error body. Shapes:
 * - Lever Postings API: `{"ok": false, "error": "<error string>"}` (https://github.com/lever/postings-api#apply-to-a-job-posting);
 * - `{"error": "<reason>", "status": 404}` / `{"error": {"code", "message"}}` (Greenhouse, Workable, Recruitee);
 * - JSON:API `{"errors": [{"status", "code", "title", "detail"}]}` (Teamtailor, https://jsonapi.org/format/#error-objects);
 * - `{"code": "<CODE>", "message": "<reason>"}` with no job member (SmartRecruiters, Ashby `{success: false, errors}`).
 * The reason is plain text cut to 300 characters; no other member of the body is echoed.
 */
import { plainText } from '@svc/normalize-kit'

export interface VendorError {
  /** Absent when the vendor gives none (Lever): never invented. */
  code?: string | undefined
  message: string
}

const MAX_REASON = 300
const TITLES = ['title', 'name', 'text', 'jobtitle', 'jobOpeningName', 'job_title', 'jobTitle', 'postingTitle']
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const clean = plainText(value).trim()
  if (clean === '') return undefined
  return clean.length > MAX_REASON ? `${clean.slice(0, MAX_REASON - 1)}…` : clean
}

/** One error object's code and reason (`code`/`status`/`title` as code, `message`/`detail`/`title` as reason). */
function entry(e: Record<string, unknown>, fallbackCode: string | undefined): VendorError | undefined {
  const message = text(e.message) ?? text(e.detail) ?? text(e.description) ?? text(e.title) ?? text(e.error)
  if (message === undefined) return undefined
  const code =
    text(e.code) ?? text(e.status) ?? (e.title !== undefined && text(e.title) !== message ? text(e.title) : undefined)
  return { code: code ?? fallbackCode, message }
}

/** The vendor's error in an error-only body, or undefined when `value` is anything else. */
export function vendorError(value: unknown): VendorError | undefined {
  if (!isObject(value) || TITLES.some((k) => Object.hasOwn(value, k))) return undefined
  const status = text(value.status) ?? text(value.statusCode)
  // `{ok: false, error}` / `{success: false, ...}`: the flag says the call failed.
  const failed = value.ok === false || value.success === false
  if (typeof value.error === 'string') {
    const message = text(value.error)
    return message ? { code: text(value.code) ?? status, message } : undefined
  }
  if (isObject(value.error)) return entry(value.error, status)
  if (Array.isArray(value.errors) && value.errors.length > 0) {
    const first = value.errors.find(isObject)
    if (first) return entry(first, status)
    const message = text(value.errors[0])
    if (message) return { code: status, message }
  }
  const httpFailure = status !== undefined && /^[45]\d\d$/.test(status)
  if ((failed || httpFailure || text(value.code) !== undefined) && typeof value.message === 'string') {
    const message = text(value.message)
    return message ? { code: text(value.code) ?? status, message } : undefined
  }
  return undefined
}
