/** The two USPS shapes read into drafts: the Tracking API v3 JSON (`v3`) and the Web Tools TrackResponse (`legacy`). */
import type { NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate } from '../domain/event-time.js'
import type { ShipmentDraft, TrackingEvent } from '../domain/shipment.js'
import { USPS_CATEGORY, USPS_EVENT } from './usps-codes.js'
import type { Legacy, LegacyEvent, V3, V3Event } from './usps-response.js'

export const asList = <T>(v: T | T[] | undefined): T[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [])

function delivery(events: TrackingEvent[], signer: string | undefined, expected: unknown): ShipmentDraft['delivery'] {
  const out: ShipmentDraft['delivery'] = {}
  const estimated = readCalendarDate(expected)
  if (estimated) out.estimatedDeliveryDate = estimated
  const delivered = events.find((e) => e.canonicalStatus === 'delivered')
  if (delivered?.timestampIso) out.actualDeliveryTimestamp = delivered.timestampIso
  if (delivered && signer?.trim()) out.signedBy = signer.trim()
  return out
}

const OFFSET = /^([+-])(\d{1,2}):?(\d{2})$/

/**
 * The v3 event's local time with the seconds of its `GMTTimestamp`: live responses give `eventTimestamp`
 * to the minute (`13:58:00`) and `GMTTimestamp` to the second (`18:58:40Z`). When the GMT instant moved
 * by `GMTOffset` is the same local minute, the local time takes its seconds; otherwise the local time
 * stands as given (the two disagree, and the local one is what USPS shows).
 */
export function v3LocalTime(local: unknown, gmt: unknown, offset: unknown): string | undefined {
  if (typeof local !== 'string' || typeof gmt !== 'string' || typeof offset !== 'string') return undefined
  const o = OFFSET.exec(offset.trim())
  const instant = Date.parse(gmt)
  if (!o || Number.isNaN(instant) || !/(Z|[+-]\d\d:?\d\d)$/.test(gmt.trim())) return undefined
  const minutes = (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3]))
  const shifted = new Date(instant + minutes * 60_000).toISOString().slice(0, 19)
  return shifted.slice(0, 16) === local.trim().slice(0, 16) ? shifted : undefined
}

export function v3(p: V3, ctx: NormalizeContext): ShipmentDraft {
  let signer: string | undefined
  const events = ctx.list<V3Event, TrackingEvent>(
    p.trackingEvents,
    (e) => {
      const mapped = ctx.code(USPS_EVENT, e.eventCode, 'events.eventCode')
      if (mapped === 'delivered' && e.name) signer = e.name
      const time =
        e.GMTOffset || !e.GMTTimestamp
          ? {
              dateTime: v3LocalTime(e.eventTimestamp, e.GMTTimestamp, e.GMTOffset) ?? e.eventTimestamp,
              zone: e.GMTOffset,
            }
          : { dateTime: e.GMTTimestamp, zone: 'Z' }
      return buildEvent(ctx, {
        mapped,
        original: originalStatus(e.eventCode, e.eventType),
        time,
        location: {
          city: e.eventCity,
          region: e.eventState,
          postalCode: e.eventZIP ?? e.eventZIPCode,
          country: e.eventCountry || (e.eventState ? 'US' : undefined),
        },
        eventType: e.eventCode,
        description: e.eventType,
      })
    },
    'events',
  )
  const draft: ShipmentDraft = {
    trackingNumber: p.trackingNumber,
    events,
    delivery: delivery(events, signer, p.expectedDeliveryTimeStamp ?? p.expectedDeliveryDate),
    package: {},
    origin: toLocation(
      ctx,
      { city: p.originCity, region: p.originState, postalCode: p.originZIP, country: p.originState ? 'US' : undefined },
      'origin',
    ),
    destination: toLocation(
      ctx,
      {
        city: p.destinationCity,
        region: p.destinationState,
        postalCode: p.destinationZIP,
        country: p.destinationState ? 'US' : undefined,
      },
      'destination',
    ),
  }
  if (p.mailClass) draft.service = { name: p.mailClass }
  if (p.statusCategory)
    draft.currentStatus = {
      canonical: ctx.code(USPS_CATEGORY, p.statusCategory, 'statusCategory') ?? 'unknown',
      original: originalStatus(p.statusCategory, p.status),
    }
  return draft
}

export function legacy(info: Legacy, ctx: NormalizeContext): ShipmentDraft {
  const trackingNumber = info.ID ?? info['@ID'] ?? info['@_ID']
  if (info.Error && !info.TrackSummary)
    return {
      trackingNumber,
      events: [],
      delivery: {},
      package: {},
      carrierError: { code: info.Error.Number, message: info.Error.Description },
    }
  let signer: string | undefined
  const raw = [...asList(info.TrackSummary), ...asList(info.TrackDetail)]
  const events = ctx.list<LegacyEvent, TrackingEvent>(
    raw,
    (e) => {
      const mapped = ctx.code(USPS_EVENT, e.EventCode, 'events.EventCode')
      if (mapped === 'delivered' && e.Name) signer = e.Name
      return buildEvent(ctx, {
        mapped,
        original: originalStatus(e.EventCode, e.Event),
        time: { date: e.EventDate, time: e.EventTime },
        location: {
          city: e.EventCity,
          region: e.EventState,
          postalCode: e.EventZIPCode,
          country: e.EventCountry || (e.EventState ? 'US' : undefined),
        },
        eventType: e.EventCode,
        description: e.Event,
      })
    },
    'events',
  )
  const draft: ShipmentDraft = {
    trackingNumber,
    events,
    delivery: delivery(events, signer, info.ExpectedDeliveryDate),
    package: {},
    origin: toLocation(
      ctx,
      {
        city: info.OriginCity,
        region: info.OriginState,
        postalCode: info.OriginZip,
        country: info.OriginState ? 'US' : undefined,
      },
      'origin',
    ),
    destination: toLocation(
      ctx,
      {
        city: info.DestinationCity,
        region: info.DestinationState,
        postalCode: info.DestinationZip,
        country: info.DestinationState ? 'US' : undefined,
      },
      'destination',
    ),
  }
  if (info.Class) draft.service = { ...(info.ClassOfMailCode ? { code: info.ClassOfMailCode } : {}), name: info.Class }
  if (info.StatusCategory)
    draft.currentStatus = {
      canonical: ctx.code(USPS_CATEGORY, info.StatusCategory, 'StatusCategory') ?? 'unknown',
      original: originalStatus(info.StatusCategory, info.Status),
    }
  return draft
}
