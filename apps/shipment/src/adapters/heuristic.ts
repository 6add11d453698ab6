/**
 * The shared heuristic for every label without a first-class adapter (ontrac … japan_post, `custom`,
 * `unknown`) and for shapes no carrier adapter recognizes: find the tracking object (under API or
 * webhook wrappers), its event list, and each event's time, status and place by the vocabulary keys.
 * Status: an aggregator code (`InTransit`, `out_for_delivery`) through the table, else the wording.
 */
import { defineAdapter, getPath, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, resolveStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate, type TimeInput } from '../domain/event-time.js'
import type { ShipmentDraft, TrackingEvent } from '../domain/shipment.js'
import { statusFromWords } from '../domain/status-words.js'
import { GENERIC_STATUS, KEYS, ROOTS, squash } from './heuristic-vocabulary.js'
import { readWeight } from './measures.js'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v)
const first = (o: Obj, keys: readonly string[]): unknown => {
  for (const k of keys) {
    const v = o[k]
    if (v !== undefined && v !== null && v !== '') return v
  }
  return undefined
}
const str = (v: unknown) =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined
const isEventList = (v: unknown): v is Obj[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  isObj(v[0]) &&
  (first(v[0], KEYS.dateTime) !== undefined ||
    first(v[0], KEYS.date) !== undefined ||
    first(v[0], KEYS.description) !== undefined)

/** The object holding the shipment: the first wrapper root with an event list or a tracking number. */
export function trackingRoot(payload: unknown): Obj | undefined {
  for (const path of ROOTS) {
    const node = path ? getPath(payload, path) : payload
    if (!isObj(node)) continue
    if (KEYS.events.some((k) => isEventList(node[k])) || first(node, KEYS.trackingNumber) !== undefined) return node
  }
  return undefined
}

/**
 * A carrier error body rather than tracking data: RFC 7807 problem JSON (DHL `{ status: 404, title,
 * detail }`), or `{ error | errors }` with no event list (also under UPS's `response`:
 * `{ response: { errors: [{ code, message }] } }`). Never read as a shipment.
 */
function carrierProblem(payload: unknown): { code?: string; message?: string } | undefined {
  if (!isObj(payload) || KEYS.events.some((k) => isEventList(payload[k]))) return undefined
  if (
    typeof payload.status === 'number' &&
    payload.status >= 400 &&
    (payload.title !== undefined || payload.detail !== undefined)
  )
    return { code: String(payload.status), message: str(payload.detail) ?? str(payload.title) }
  const errors = Array.isArray(payload.errors)
    ? payload.errors
    : isObj(payload.response) && Array.isArray(payload.response.errors)
      ? payload.response.errors
      : undefined
  const error = payload.error ?? errors?.[0]
  if (isObj(error) && trackingRoot(payload) === undefined)
    return { code: str(error.code), message: str(error.message) ?? str(error.description) ?? str(error.detail) }
  return undefined
}

function codeStatus(code: unknown) {
  const text = str(code)
  return text ? GENERIC_STATUS[squash(text)] : undefined
}

function place(e: Obj) {
  const nested = first(e, KEYS.location)
  if (typeof nested === 'string') {
    const [city, region, country] = nested.split(',').map((p) => p.trim())
    return { city, region, country }
  }
  const o = isObj(nested) ? (isObj(nested.address) ? nested.address : nested) : e
  return {
    city: first(o, KEYS.city),
    region: first(o, KEYS.region),
    postalCode: first(o, KEYS.postalCode),
    country: first(o, KEYS.country),
  }
}

function eventTime(e: Obj): TimeInput {
  const zone = first(e, KEYS.zone)
  const dateTime = first(e, KEYS.dateTime)
  if (typeof dateTime === 'number' && Number.isFinite(dateTime)) return { epoch: dateTime }
  if (typeof dateTime === 'string') return { dateTime, zone }
  const date = first(e, KEYS.date)
  const time = first(e, KEYS.time)
  // A `date` member holding date and time (`2024-11-14T09:12:00Z`, `14-11-2024 09:12`) is read whole.
  if (typeof date === 'string' && time === undefined && /\d[T ]\d{1,2}:\d{2}/.test(date))
    return { dateTime: date, zone }
  return { date, time, zone }
}

function event(e: Obj, ctx: NormalizeContext): TrackingEvent {
  const code = first(e, KEYS.code)
  const codeText = isObj(code) ? str(first(code, ['code', 'type', 'description'])) : str(code)
  const description = str(first(e, KEYS.description))
  const time = eventTime(e)
  return buildEvent(ctx, {
    mapped: codeStatus(codeText) ?? statusFromWords(description) ?? statusFromWords(codeText),
    original: [codeText, description].filter(Boolean).join(': '),
    time,
    location: place(e),
    eventType: codeText,
    description,
  })
}

export const heuristic = defineAdapter<unknown, ShipmentDraft[]>({
  key: 'heuristic',
  kind: 'generic',
  category: 'heuristic',
  source: {
    object: 'any tracking-shaped JSON',
    apiVersion: 'n/a',
    docs: 'https://www.upu.int/en/postal-solutions/programmes-services/addressing-solutions',
  },
  detect: { required: [], ceiling: 0.5 },
  confidence: 0.7,
  normalize(payload, ctx) {
    const problem = carrierProblem(payload)
    if (problem) return [{ events: [], delivery: {}, package: {}, carrierError: problem }]
    const root = trackingRoot(payload)
    if (!root) return []
    const listKey = KEYS.events.find((k) => isEventList(root[k]))
    const events = listKey ? ctx.list<Obj, TrackingEvent>(root[listKey], (e) => event(e, ctx), 'events') : []
    const statusValue = first(root, KEYS.currentStatus)
    const statusText = isObj(statusValue)
      ? str(first(statusValue, ['code', 'statusCode', 'description', 'status']))
      : str(statusValue)
    const draft: ShipmentDraft = {
      trackingNumber: str(first(root, KEYS.trackingNumber)),
      events,
      delivery: {},
      package: { weight: readWeight(ctx, first(root, KEYS.weight), first(root, KEYS.weightUnit)) },
      origin: isObj(root.origin) ? toLocation(ctx, place({ location: root.origin }), 'origin') : undefined,
      destination: isObj(root.destination)
        ? toLocation(ctx, place({ location: root.destination }), 'destination')
        : undefined,
    }
    const pieces = ctx.number(first(root, KEYS.pieces), 'package.pieces')
    if (pieces) draft.package.pieces = pieces
    if (statusText)
      draft.currentStatus = { canonical: resolveStatus(codeStatus(statusText), statusText), original: statusText }
    const service = str(first(root, KEYS.service))
    if (service) draft.service = { name: service }
    const eta = readCalendarDate(first(root, KEYS.estimated))
    if (eta) draft.delivery.estimatedDeliveryDate = eta
    const signer = str(first(root, KEYS.signedBy))
    if (signer) draft.delivery.signedBy = signer
    return draft.trackingNumber || events.length || statusText ? [draft] : []
  },
})
