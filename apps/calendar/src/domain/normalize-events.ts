/**
 * POST /normalize in the domain: each input is normalized on its own (partial success): the adapter
 * (named by `provider`, or detected) maps the payload to a draft, which is completed like an iCal
 * VEVENT; iCalendar-bearing payloads (a string, `{ ics }`, jCal, CalDAV objects) go through the iCal path.
 */
import { AppError } from '@svc/core/errors'
import { normalizeBatch, normalizeWith, type SourceVocabulary } from '@svc/normalize-kit'
import { jcalText } from '../adapters/ical.js'
import { registry } from '../adapters/index.js'
import type { CalendarEvent, EventDraft } from '../canonical/event.js'
import { completeEvent } from './complete-event.js'
import { normalizeIcal } from './ical/normalize-ical.js'
import { budgetReport, createOccurrenceBudget, type OccurrenceBudget } from './occurrence-budget.js'
import { defaultZoneOf } from './resolve-time.js'
import { emptyZoneBook } from './zones.js'

export const VOCABULARY: SourceVocabulary = { field: 'provider', listPath: '/providers' }

export interface EventInput {
  calendarId: string
  payload: unknown
  provider?: string | undefined
  defaultTimezone?: string | undefined
  parsingHints?: { expandWindow?: { from: string; to: string } | undefined } | undefined
}

export interface InputResult {
  index: number
  calendarId: string
  provider: string
  detected: boolean
  events: CalendarEvent[]
  errors?: { index: number; error: string; message: string; line: number }[]
}

export function windowOf(hints: EventInput['parsingHints']): { from: number; to: number } | undefined {
  const w = hints?.expandWindow
  if (!w) return undefined
  const from = Date.parse(w.from)
  const to = Date.parse(w.to)
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from)
    throw new AppError('INVALID_EXPAND_WINDOW', 'parsingHints.expandWindow needs ISO 8601 `from` <= `to`.')
  return { from, to }
}

function icsOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload
  if (Array.isArray(payload) && (payload[0] === 'vcalendar' || payload[0] === 'vevent')) return jcalText(payload)
  return null
}

/**
 * The items of a vendor list response, or null: Google `calendar#events` (`items`), Microsoft Graph
 * collections (`@odata.context` + `value`), Calendly collections (`collection`). Each item is
 * normalized on its own, so a list yields every event it holds.
 */
export function listItems(payload: unknown): unknown[] | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null
  const p = payload as Record<string, unknown>
  if (p.kind === 'calendar#events' && Array.isArray(p.items)) return p.items
  if (typeof p['@odata.context'] === 'string' && Array.isArray(p.value)) return p.value
  // Graph's documented examples drop `@odata.context` ("shortened for readability"): an object holding
  // only `value` and OData annotations is a collection too.
  if (Array.isArray(p.value) && Object.keys(p).every((k) => k === 'value' || k.startsWith('@odata.'))) return p.value
  if (Array.isArray(p.collection) && p.pagination !== undefined) return p.collection
  return null
}

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null)

/**
 * The vendor's own error body, or null: Google's `{ error: { code: 404, message, errors: [{ reason }] } }`
 * (Calendar API "Handle API errors") and Microsoft Graph's OData `{ error: { code: "itemNotFound", message } }`.
 * Such a body holds no event; it is reported with the vendor's code and message (VENDOR_ERROR), never
 * read as an event of nulls.
 */
export function vendorError(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null
  const p = payload as Record<string, unknown>
  const error = p.error
  if (!error || typeof error !== 'object' || Array.isArray(error)) return null
  if (Object.keys(p).some((k) => k !== 'error' && !k.startsWith('@odata.'))) return null
  const e = error as Record<string, unknown>
  const message = text(e.message)
  if (typeof e.code === 'number' && Number.isInteger(e.code)) {
    const first = Array.isArray(e.errors) ? (e.errors[0] as Record<string, unknown> | undefined) : undefined
    const reason = text(first?.reason, 64)
    return `Google Calendar API error ${e.code}${reason ? ` (${reason})` : ''}: ${message ?? 'no message'}`
  }
  const code = text(e.code, 64)
  if (code) return `Microsoft Graph error ${code}: ${message ?? 'no message'}`
  return message ? `The vendor reported an error: ${message}` : null
}

export function normalizeInput(
  input: EventInput,
  index: number,
  budget: OccurrenceBudget = createOccurrenceBudget(),
): InputResult {
  const window = windowOf(input.parsingHints)
  const text = icsOf(input.payload)
  if (text !== null) {
    const { events, errors } = normalizeIcal({
      text,
      calendarId: input.calendarId,
      defaultTimezone: input.defaultTimezone,
      window,
      budget,
    })
    return {
      index,
      calendarId: input.calendarId,
      provider: 'ical',
      detected: input.provider === undefined,
      events,
      ...(errors.length ? { errors } : {}),
    }
  }
  const reported = vendorError(input.payload)
  if (reported) throw new AppError('VENDOR_ERROR', reported)
  const items = listItems(input.payload)
  if (items) return normalizeList(input, index, items, budget)
  const run = normalizeWith(registry, input.payload, {
    source: input.provider,
    vocabulary: VOCABULARY,
    maxListItems: 5000,
  })
  const provider = run.adapter.key
  if ('ics' in run.record) {
    const { events, errors } = normalizeIcal({
      text: run.record.ics,
      calendarId: input.calendarId,
      defaultTimezone: input.defaultTimezone,
      window,
      provider,
      budget,
    })
    return {
      index,
      calendarId: input.calendarId,
      provider,
      detected: run.detected,
      events,
      ...(errors.length ? { errors } : {}),
    }
  }
  const { event } = completeEvent(run.record as EventDraft, {
    calendarId: input.calendarId,
    provider,
    kind: run.adapter.kind,
    scope: { book: emptyZoneBook(), defaultZone: defaultZoneOf(input.defaultTimezone) },
    warnings: run.ctx.warnings,
    window,
    budget,
  })
  return { index, calendarId: input.calendarId, provider, detected: run.detected, events: [event] }
}

function normalizeList(input: EventInput, index: number, items: unknown[], budget: OccurrenceBudget): InputResult {
  const events: CalendarEvent[] = []
  const errors: NonNullable<InputResult['errors']> = []
  let provider = input.provider ?? 'generic'
  let detected = input.provider === undefined
  items.slice(0, 5000).forEach((item, i) => {
    try {
      const one = normalizeInput({ ...input, payload: item }, index, budget)
      provider = one.provider
      detected = one.detected
      events.push(...one.events)
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'MALFORMED_PAYLOAD'
      const message = error instanceof Error ? error.message.slice(0, 200) : 'unreadable item'
      errors.push({ index: i, error: code, message: `List item ${i}: ${message}`, line: 0 })
    }
  })
  if (events.length === 0 && errors.length > 0)
    throw new AppError('UNRECOGNIZED_PAYLOAD', `No item of the list could be read (${errors[0]!.message}).`)
  return { index, calendarId: input.calendarId, provider, detected, events, ...(errors.length ? { errors } : {}) }
}

export type CheckedInput =
  | { ok: true; input: EventInput }
  | { ok: false; failure: Record<string, unknown> & { index: number } }

/**
 * Inputs that failed their schema check keep their entry; the others run through `normalizeBatch`,
 * in order, drawing on one occurrence budget for the whole request.
 */
export function normalizeEvents(checked: readonly CheckedInput[], budget = createOccurrenceBudget()) {
  const valid = checked.flatMap((c, index) => (c.ok ? [{ input: c.input, index }] : []))
  const batch = normalizeBatch(valid, ({ input, index }) => normalizeInput(input, index, budget), {
    identify: ({ input, index }) => ({ index, calendarId: input.calendarId }),
  })
  const byIndex = new Map<number, unknown>()
  for (const outcome of batch.outcomes)
    byIndex.set(
      outcome.ok ? outcome.value.index : (outcome.index as number),
      outcome.ok ? outcome.value : { ...outcome, ok: undefined },
    )
  const errors: Record<string, unknown>[] = []
  const results = checked.map((c, index) => {
    if (!c.ok) {
      errors.push(c.failure)
      return c.failure
    }
    const r = byIndex.get(index) as Record<string, unknown>
    if ('error' in r) {
      const { ok: _ok, ...failure } = r
      errors.push(failure)
      return failure
    }
    return r
  })
  return { results, errors, ...budgetReport(budget) }
}

export interface IcalTask {
  text: string
  calendarId: string
  defaultTimezone?: string | undefined
  window?: { from: string; to: string } | undefined
}

export function normalizeIcalTask(task: IcalTask) {
  const window = task.window ? windowOf({ expandWindow: task.window }) : undefined
  const budget = createOccurrenceBudget()
  const { calendarId, defaultTimezone } = task
  return { ...normalizeIcal({ text: task.text, calendarId, defaultTimezone, window, budget }), ...budgetReport(budget) }
}
