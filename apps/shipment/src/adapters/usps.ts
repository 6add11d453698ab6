/**
 * USPS tracking, both shapes in use: the Tracking API v3 JSON (`GET /tracking/v3/tracking/{n}?expand=DETAIL`:
 * `trackingEvents[]` with `eventCode`, `eventType`, `eventTimestamp` + `GMTOffset`, `eventCity`/`eventState`/
 * `eventZIP`/`eventCountry`, `name`; `statusCategory`, `mailClass`, `expectedDeliveryTimeStamp`) and the
 * older Web Tools `TrackResponse.TrackInfo` (XML as JSON: `TrackSummary` + `TrackDetail[]`, `EventDate`
 * "May 21, 2024", `EventTime` "2:12 pm", no zone). https://developers.usps.com/trackingv3
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate } from '../domain/event-time.js'
import type { ShipmentDraft, TrackingEvent } from '../domain/shipment.js'
import type { ShipmentStatus } from '../domain/status.js'

/** USPS event codes (Product Tracking & Reporting event code list). */
export const USPS_EVENT = codeTable<ShipmentStatus>({
  label_created: ['MA'],
  accepted: ['03', 'OA', '80'],
  in_transit: ['06', '07', '08', '10', '14', '16', '81', '82', 'A1', 'L1', 'T1', 'U1', 'PC'],
  out_for_delivery: ['OF'],
  delivered: ['01', '17'],
  failed_attempt: ['02', '52', '53', '54', '55', '56', '57'],
  exception: ['04', '05', '11', '21', '22', '23', '24', '25', '26', '27', '28', '44'],
  returned: ['09', '29', '31'],
  cancelled: ['GX'],
})

/** USPS `statusCategory` (v3 and TrackResponse). */
export const USPS_CATEGORY = codeTable<ShipmentStatus>({
  label_created: ['pre-shipment', 'pre-transit'],
  accepted: ['accepted'],
  in_transit: ['in transit', 'available for pickup', 'usps in possession of item'],
  out_for_delivery: ['out for delivery'],
  delivered: ['delivered'],
  failed_attempt: ['delivery attempt'],
  exception: ['alert'],
  returned: ['return to sender'],
  cancelled: ['cancelled', 'canceled'],
})

interface V3Event {
  eventType?: string
  eventTimestamp?: string
  GMTTimestamp?: string
  GMTOffset?: string
  eventCountry?: string
  eventCity?: string
  eventState?: string
  eventZIP?: string
  eventZIPCode?: string
  name?: string
  eventCode?: string
}
interface V3 {
  trackingNumber?: string
  mailClass?: string
  originCity?: string
  originState?: string
  originZIP?: string
  destinationCity?: string
  destinationState?: string
  destinationZIP?: string
  expectedDeliveryTimeStamp?: string
  expectedDeliveryDate?: string
  statusCategory?: string
  status?: string
  trackingEvents?: V3Event[]
}
interface LegacyEvent {
  EventTime?: string
  EventDate?: string
  Event?: string
  EventCity?: string
  EventState?: string
  EventZIPCode?: string
  EventCountry?: string
  Name?: string
  EventCode?: string
}
interface Legacy {
  ID?: string
  '@ID'?: string
  '@_ID'?: string
  TrackSummary?: LegacyEvent
  TrackDetail?: LegacyEvent | LegacyEvent[]
  Class?: string
  ClassOfMailCode?: string
  OriginCity?: string
  OriginState?: string
  OriginZip?: string
  DestinationCity?: string
  DestinationState?: string
  DestinationZip?: string
  ExpectedDeliveryDate?: string
  StatusCategory?: string
  Status?: string
  Error?: { Number?: string; Description?: string }
}
type Payload = V3 & { TrackResponse?: { TrackInfo?: Legacy | Legacy[] } }

const asList = <T>(v: T | T[] | undefined): T[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [])

function delivery(events: TrackingEvent[], signer: string | undefined, expected: unknown): ShipmentDraft['delivery'] {
  const out: ShipmentDraft['delivery'] = {}
  const estimated = readCalendarDate(expected)
  if (estimated) out.estimatedDeliveryDate = estimated
  const delivered = events.find((e) => e.canonicalStatus === 'delivered')
  if (delivered?.timestampIso) out.actualDeliveryTimestamp = delivered.timestampIso
  if (delivered && signer?.trim()) out.signedBy = signer.trim()
  return out
}

function v3(p: V3, ctx: NormalizeContext): ShipmentDraft {
  let signer: string | undefined
  const events = ctx.list<V3Event, TrackingEvent>(
    p.trackingEvents,
    (e) => {
      const mapped = ctx.code(USPS_EVENT, e.eventCode, 'events.eventCode')
      if (mapped === 'delivered' && e.name) signer = e.name
      const time =
        e.GMTOffset || !e.GMTTimestamp
          ? { dateTime: e.eventTimestamp, zone: e.GMTOffset }
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

function legacy(info: Legacy, ctx: NormalizeContext): ShipmentDraft {
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

export const usps = defineAdapter<Payload, ShipmentDraft[]>({
  key: 'usps',
  category: 'postal',
  source: {
    object: 'TrackingResponse / TrackResponse',
    apiVersion: 'Tracking API v3 and Web Tools TrackV2',
    docs: 'https://developers.usps.com/trackingv3',
  },
  detect: {
    required: [['trackingEvents', 'TrackResponse.TrackInfo']],
    bonus: ['statusCategory', 'mailClass', 'TrackResponse.TrackInfo.TrackSummary'],
  },
  normalize(p, ctx) {
    if (p.TrackResponse) return asList(p.TrackResponse.TrackInfo).map((info) => legacy(info, ctx))
    return [v3(p, ctx)]
  },
})
