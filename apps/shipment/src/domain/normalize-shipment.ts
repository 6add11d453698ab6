/**
 * One input -> one shipment. With a payload: the declared first-class adapter when the payload has
 * its shape, else the adapter the shape matches, else the shared heuristic; the parcel whose number
 * is the input's is taken. Without one: the carrier inferred from the number, status `pending`, no
 * events. Both check the number against the declared carrier (CARRIER_MISMATCH) and score confidence.
 */

import { AppError } from '@svc/core/errors'
import {
  type AnyAdapter,
  createContext,
  locate,
  missingFields,
  type NormalizeContext,
  normalizeWith,
  plainText,
  type SourceVocabulary,
  scoreConfidence,
} from '@svc/normalize-kit'
import { registry } from '../adapters/index.js'
import { type CarrierLabel, findCarrier } from './carriers.js'
import type {
  AlternateTrackingNumber,
  CarrierMessage,
  Service,
  Shipment,
  ShipmentDraft,
  ShipmentReference,
} from './shipment.js'
import { dataSourceType } from './source-type.js'
import { orderTimeline } from './timeline.js'
import { cleanTrackingNumber, failedCheckDigit, matchTrackingNumber, type NumberMatch } from './tracking-number.js'
import { SHIPMENT_WARNINGS } from './warnings.js'

export const VOCABULARY: SourceVocabulary = { field: 'carrier', listPath: '/carriers' }
const CORE_FIELDS = ['events', 'service']
/** Confidence without a payload: only the number speaks (a check digit is worth more than a pattern). */
const NO_PAYLOAD_BASE = { valid: 0.5, pattern: 0.35, none: 0.2 }
/** Carriers that share numbers (DHL's e-commerce numbers; a postal operator's S10 numbers). */
const FAMILY: Readonly<Record<string, string>> = { dhl_ecommerce: 'dhl' }
const family = (key: string) => FAMILY[key] ?? key
/** SSCC-18 with its `00` application identifier: used by DHL Paket, FedEx Ground and USPS alike, so never a mismatch. */
const SSCC = /^00\d{18}$/

export interface ShipmentInput {
  trackingNumber: string
  carrier?: string | undefined
  payload?: Record<string, unknown> | undefined
}

function declaredCarrier(value: string | undefined): CarrierLabel | undefined {
  if (value === undefined) return undefined
  const found = findCarrier(value)
  if (!found)
    throw new AppError(
      'UNKNOWN_CARRIER',
      '`carrier` is not a known key; GET /carriers lists them (or omit it to infer the carrier).',
      { field: 'carrier' },
    )
  return found
}

function checkNumber(
  ctx: NormalizeContext,
  number: string,
  matches: readonly NumberMatch[],
  declared: CarrierLabel | undefined,
) {
  const failed = failedCheckDigit(number)
  if (failed)
    ctx.warn(
      'CHECK_DIGIT_INVALID',
      `The number has the ${failed} format but its check digit is wrong.`,
      'trackingNumber',
    )
  else if (matches.length === 0)
    ctx.warn('TRACKING_NUMBER_UNRECOGNIZED', 'The tracking number matches no known carrier format.', 'trackingNumber')
  if (!declared || declared.key === 'custom' || declared.key === 'unknown' || SSCC.test(number)) return
  const known = matches.filter((m) => m.carrier !== 'unknown')
  if (known.length && !known.some((m) => family(m.carrier) === family(declared.key)))
    ctx.warn(
      'CARRIER_MISMATCH',
      `The number has the format of ${known.map((m) => m.carrier).join(' / ')}, not ${declared.key}.`,
      'carrier',
    )
}

function pickAdapter(
  payload: Record<string, unknown>,
  declared: CarrierLabel | undefined,
): { adapter: AnyAdapter<ShipmentDraft[]>; source: string | undefined } {
  if (declared?.kind === 'first_class') {
    const own = registry.get(declared.key) as AnyAdapter<ShipmentDraft[]>
    if (locate(own, payload).score > 0) return { adapter: own, source: declared.key }
  }
  const detected = registry.detect(payload)
  return {
    adapter: detected?.adapter ?? (registry.get('heuristic') as AnyAdapter<ShipmentDraft[]>),
    source: detected?.adapter.key,
  }
}

function withoutPayload(number: string, declared: CarrierLabel | undefined, matches: readonly NumberMatch[]): Shipment {
  const ctx = createContext()
  checkNumber(ctx, number, matches, declared)
  ctx.warn('NO_PAYLOAD', 'No carrier payload was given: status is `pending` and no events are listed.', 'payload')
  const inferred = matches.find((m) => m.carrier !== 'unknown')
  const valid = new Set(
    matches.filter((m) => m.checkDigit === 'valid' && m.carrier !== 'unknown').map((m) => family(m.carrier)),
  )
  let carrier = declared && declared.key !== 'unknown' ? declared.key : undefined
  if (!carrier && inferred) {
    carrier = inferred.carrier
    ctx.warn('CARRIER_INFERRED', `The carrier was inferred from the ${inferred.format} number format.`, 'carrier')
    if (valid.size > 1) ctx.warn('CARRIER_AMBIGUOUS', `The number is valid for ${[...valid].join(', ')}.`, 'carrier')
  }
  const base = inferred ? NO_PAYLOAD_BASE[inferred.checkDigit === 'valid' ? 'valid' : 'pattern'] : NO_PAYLOAD_BASE.none
  return {
    trackingNumber: number,
    carrier: carrier ?? 'unknown',
    alternateTrackingNumbers: [],
    references: [],
    currentStatus: 'pending',
    events: [],
    delivery: {},
    package: {},
    provenance: {
      dataSourceType: 'none',
      parsingStrategy: 'tracking_number',
      ...(inferred ? { trackingNumberFormat: inferred.format } : {}),
    },
    confidence: {
      score: scoreConfidence({ kind: 'generic', base, missingFields: [], warnings: ctx.warnings }, SHIPMENT_WARNINGS),
      warnings: [...ctx.warnings],
    },
  }
}

const isNumber = (value: unknown, number: string) => typeof value === 'string' && cleanTrackingNumber(value) === number

function selectDraft(ctx: NormalizeContext, drafts: ShipmentDraft[], number: string): ShipmentDraft {
  // The parcel's own number first; then the number the response answers for (UPS `inquiryNumber`, FedEx
  // `completeTrackResults[].trackingNumber`), which the reference examples give apart from the parcel's.
  // Last, a parcel that lists the input among its alternate numbers (a DHL eCommerce package asked for by
  // its DHL package id, a DHL piece id).
  const own =
    drafts.find((d) => isNumber(d.trackingNumber, number)) ??
    drafts.find((d) => isNumber(d.inquiryNumber, number)) ??
    drafts.find((d) => d.alternateTrackingNumbers?.some((a) => isNumber(a?.number, number)))
  if (own) return own
  const first = drafts[0] as ShipmentDraft
  if (drafts.some((d) => d.trackingNumber))
    ctx.warn(
      'TRACKING_NUMBER_NOT_IN_PAYLOAD',
      'The payload holds other tracking numbers only; its first shipment was used.',
      'trackingNumber',
    )
  return first
}

/** The carrier's own reason, as plain text on one line and at most this many characters. */
export const CARRIER_REASON_MAX = 200

/** The carrier's reason for an error (its message, title or detail): text only, bounded, so the reply stays small. */
function carrierReason(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined
  const text = plainText(message).replace(/\s+/g, ' ').trim()
  if (!text) return undefined
  return text.length > CARRIER_REASON_MAX ? `${text.slice(0, CARRIER_REASON_MAX - 1)}…` : text
}

/** At most this many alternate numbers and references are kept per shipment (the rest warn LIST_TRUNCATED). */
export const IDENTIFIERS_MAX = 50
/** Identifier text longer than this is not a number or a reference: it is left out. */
const IDENTIFIER_LENGTH_MAX = 100

function identifierText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = plainText(String(value)).replace(/\s+/g, ' ').trim()
  return text && text.length <= IDENTIFIER_LENGTH_MAX ? text : undefined
}

/**
 * The carrier's alternate numbers or references as text, without empties, exact repeats or the
 * shipment's own number, bounded: an entry with no number or value is not an identifier and is dropped.
 */
function identifiers<T extends { type?: string }>(
  ctx: NormalizeContext,
  list: readonly (T | undefined)[] | undefined,
  valueKey: 'number' | 'value',
  own: string,
  field: string,
): T[] {
  const out: T[] = []
  const seen = new Set<string>()
  for (const item of list ?? []) {
    const value = identifierText((item as Record<string, unknown> | undefined)?.[valueKey])
    if (!value || (valueKey === 'number' && cleanTrackingNumber(value) === own)) continue
    const type = identifierText(item?.type)
    const key = `${type ?? ''}\u0000${value}`
    if (seen.has(key)) continue
    if (out.length === IDENTIFIERS_MAX) {
      ctx.warn('LIST_TRUNCATED', `Only the first ${IDENTIFIERS_MAX} entries are kept.`, field)
      break
    }
    seen.add(key)
    out.push({ ...(type ? { type } : {}), [valueKey]: value } as unknown as T)
  }
  return out
}

/** Errors or warnings the carrier states beside tracking data: one CARRIER_NOTICE each, in its own words (bounded). */
function reportNotices(ctx: NormalizeContext, notices: readonly CarrierMessage[] | undefined) {
  for (const notice of (notices ?? []).slice(0, 5)) {
    const reason = carrierReason(notice.message)
    const code = identifierText(notice.code)
    if (!reason && !code) continue
    ctx.warn(
      'CARRIER_NOTICE',
      `The carrier states ${code ?? 'a message'}${reason ? ` (${reason})` : ''} alongside the tracking data.`,
      'payload',
    )
  }
}

/** Carrier service names carry markup (USPS `USPS Ground Advantage<SUP>&#153;</SUP>`): read as text once. */
function serviceOf(service: Service): Service {
  const name = typeof service.name === 'string' ? plainText(service.name) : service.name
  return { ...service, ...(name ? { name } : {}) }
}

export function normalizeShipment(input: ShipmentInput): Shipment {
  const number = cleanTrackingNumber(input.trackingNumber)
  if (!number)
    throw new AppError('INVALID_TRACKING_NUMBER', '`trackingNumber` is empty once spaces and dashes are removed.', {
      field: 'trackingNumber',
    })
  const declared = declaredCarrier(input.carrier)
  const matches = matchTrackingNumber(number)
  if (!input.payload) return withoutPayload(number, declared, matches)
  const { adapter, source } = pickAdapter(input.payload, declared)
  const run = normalizeWith(registry, input.payload, { source: source ?? 'generic', vocabulary: VOCABULARY })
  const { ctx } = run
  if (run.record.length === 0)
    throw new AppError(
      'UNRECOGNIZED_PAYLOAD',
      'No carrier adapter or heuristic found a shipment (events, status or tracking number) in the payload.',
    )
  checkNumber(ctx, number, matches, declared)
  const firstClass = adapter.kind === 'vendor' ? adapter.key : undefined
  if (declared?.kind === 'first_class' && firstClass !== declared.key)
    ctx.warn(
      'PAYLOAD_SHAPE_MISMATCH',
      `The payload is not a ${declared.key} tracking response; it was read by ${firstClass ?? 'the heuristic'}.`,
      'payload',
    )
  else if (declared?.kind === 'heuristic' && firstClass && declared.key !== 'custom' && declared.key !== 'unknown')
    ctx.warn(
      'PAYLOAD_SHAPE_MISMATCH',
      `The payload is a ${firstClass} tracking response, not ${declared.key}.`,
      'payload',
    )
  const draft = selectDraft(ctx, run.record, number)
  if (draft.carrierError && draft.events.length === 0) {
    const reason = carrierReason(draft.carrierError.message)
    throw new AppError(
      'CARRIER_ERROR',
      reason
        ? `The carrier reports${draft.carrierError.code ? ` ${draft.carrierError.code}` : ''}: ${reason}`
        : `The carrier response reports an error for this number${draft.carrierError.code ? ` (${draft.carrierError.code})` : ''}.`,
      {
        ...(draft.carrierError.code ? { carrierCode: draft.carrierError.code } : {}),
        ...(reason ? { carrierMessage: reason } : {}),
      },
    )
  }
  reportNotices(ctx, draft.carrierNotices)
  const alternateTrackingNumbers = identifiers<AlternateTrackingNumber>(
    ctx,
    draft.alternateTrackingNumbers,
    'number',
    number,
    'alternateTrackingNumbers',
  )
  const references = identifiers<ShipmentReference>(ctx, draft.references, 'value', number, 'references')
  const { events, untimed } = orderTimeline(draft.events)
  if (untimed) ctx.warn('EVENT_TIME_MISSING', `${untimed} event(s) carry no readable time.`, 'events')
  if (events.length === 0) ctx.warn('NO_EVENTS', 'The payload holds no tracking events.', 'events')
  const inferredFromNumber = matches.find((m) => m.carrier !== 'unknown')?.carrier
  let carrier = declared && declared.key !== 'unknown' ? declared.key : (firstClass ?? inferredFromNumber ?? 'unknown')
  if (declared?.kind === 'first_class' && firstClass && firstClass !== declared.key) carrier = declared.key
  if (!declared && carrier !== 'unknown')
    ctx.warn(
      'CARRIER_INFERRED',
      `The carrier was inferred from the ${firstClass ? 'payload shape' : 'number format'}.`,
      'carrier',
    )
  const latest = events.at(-1)?.canonicalStatus
  const stated = draft.currentStatus?.canonical
  const currentStatus = stated && stated !== 'unknown' ? stated : (latest ?? 'unknown')
  const numberFormat = matches[0]?.format
  const shipment: Shipment = {
    trackingNumber: number,
    carrier,
    alternateTrackingNumbers,
    references,
    ...(draft.service ? { service: serviceOf(draft.service) } : {}),
    currentStatus,
    events,
    ...(draft.origin ? { origin: draft.origin } : {}),
    ...(draft.destination ? { destination: draft.destination } : {}),
    delivery: compact(draft.delivery),
    package: compact(draft.package),
    provenance: {
      dataSourceType: dataSourceType(input.payload),
      parsingStrategy: adapter.key,
      ...(firstClass && firstClass !== carrier ? { detectedCarrier: firstClass } : {}),
      ...(numberFormat ? { trackingNumberFormat: numberFormat } : {}),
    },
    confidence: { score: 0, warnings: [] },
  }
  const missing = missingFields(shipment, CORE_FIELDS)
  shipment.confidence = {
    score: scoreConfidence(
      { kind: adapter.kind, base: adapter.confidence, missingFields: missing, warnings: ctx.warnings },
      SHIPMENT_WARNINGS,
    ),
    warnings: [...ctx.warnings],
  }
  return shipment
}

function compact<T extends object>(value: T): T {
  const out = {} as T
  for (const [k, v] of Object.entries(value)) if (v !== undefined) (out as Record<string, unknown>)[k] = v
  return out
}
