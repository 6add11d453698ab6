/**
 * DHL Shipment Tracking - Unified (`GET https://api-eu.dhl.com/track/shipments?trackingNumber=…`, spec
 * 1.3.x): `shipments[]` with `id`, `service`, `origin`/`destination.address`, `status` and `events[]`
 * (`timestamp`, `statusCode` pre-transit/transit/delivered/failure/unknown, `status`, `description`,
 * `location.address`), `estimatedTimeOfDelivery`, `details` (`product`, `proofOfDelivery`, `weight`,
 * `dimensions`, `totalNumberOfPieces`, `pieceIds[]`, `references`). https://developer.dhl.com/api-reference/shipment-tracking
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, resolveStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate, readEventTime } from '../domain/event-time.js'
import type { ShipmentDraft, TrackingEvent } from '../domain/shipment.js'
import type { ShipmentStatus } from '../domain/status.js'
import type { DhlShipment, Place, Status } from './dhl-response.js'
import { readDimensions, readWeight } from './measures.js'

/**
 * DHL unified `statusCode`: the API reference's `supermodelIoLogisticsTrackingStatusCode` enum is exactly
 * pre-transit, transit, delivered, failure, unknown (https://developer.dhl.com/api-reference/shipment-tracking,
 * spec 1.3.1). It is coarse: the wording refines `transit` and `failure`. Any other value warns UNKNOWN_CODE.
 */
export const DHL_STATUS = codeTable<ShipmentStatus>({
  label_created: ['pre-transit'],
  in_transit: ['transit'],
  delivered: ['delivered'],
  exception: ['failure'],
  unknown: ['unknown'],
})

const place = (p: Place | undefined) => {
  const a = p?.address
  if (!a) return undefined
  const country = a.countryCode
  // Express gives "ROSWELL, GA - USA" in addressLocality: city before the comma, the rest dropped. The
  // reference example gives "Oderweg 2, AMSTERDAM": a leading part with a house number is the street.
  const parts = a.addressLocality?.split(/\s*[,-]\s+/) ?? []
  const city = parts.length > 1 && /\d/.test(parts[0] as string) ? parts[1] : parts[0]
  return { city, postalCode: a.postalCode, country }
}

const wording = (s: Status) => s.description || s.status

function shipment(s: DhlShipment, ctx: NormalizeContext): ShipmentDraft {
  const events = ctx.list<Status, TrackingEvent>(
    s.events,
    (e) =>
      buildEvent(ctx, {
        mapped: ctx.code(DHL_STATUS, e.statusCode, 'events.statusCode'),
        original: originalStatus(e.statusCode, e.status ?? e.description),
        time: { dateTime: e.timestamp },
        location: place(e.location),
        eventType: e.statusCode,
        description: wording(e),
      }),
    'events',
  )
  const d = s.details
  const refs = d?.references
  const draft: ShipmentDraft = {
    // The API reference's own example sends `id` as a JSON number (7777777770).
    trackingNumber: typeof s.id === 'number' || typeof s.id === 'string' ? String(s.id) : undefined,
    alternateTrackingNumbers: (Array.isArray(d?.pieceIds) ? d.pieceIds : []).map((id) => ({
      type: 'PIECE_ID',
      number: id,
    })),
    references: (Array.isArray(refs) ? refs : refs ? [refs] : []).map((r) => ({
      type: r?.type,
      value: r?.number as string,
    })),
    events,
    delivery: {},
    package: {
      weight: readWeight(ctx, d?.weight?.value, d?.weight?.unitText),
      dimensions: readDimensions(
        ctx,
        d?.dimensions?.length?.value,
        d?.dimensions?.width?.value,
        d?.dimensions?.height?.value,
        d?.dimensions?.length?.unitText,
      ),
      pieces: ctx.number(d?.totalNumberOfPieces, 'package.pieces'),
    },
    origin: toLocation(ctx, place(s.origin), 'origin'),
    destination: toLocation(ctx, place(s.destination), 'destination'),
  }
  const product = d?.product?.productName
  if (product || s.service)
    draft.service = { ...(s.service ? { code: s.service } : {}), ...(product ? { name: product } : {}) }
  if (s.status?.statusCode ?? s.status?.status) {
    const mapped = ctx.code(DHL_STATUS, s.status.statusCode, 'status.statusCode')
    draft.currentStatus = {
      canonical: resolveStatus(mapped, wording(s.status)),
      original: originalStatus(s.status.statusCode, s.status.status ?? s.status.description),
    }
  }
  const eta = readCalendarDate(s.estimatedTimeOfDelivery)
  if (eta) draft.delivery.estimatedDeliveryDate = eta
  const pod = d?.proofOfDelivery
  if (pod?.timestamp) draft.delivery.actualDeliveryTimestamp = readEventTime({ dateTime: pod.timestamp }).timestampIso
  else {
    const delivered = events.find((e) => e.canonicalStatus === 'delivered')
    if (delivered?.timestampIso) draft.delivery.actualDeliveryTimestamp = delivered.timestampIso
  }
  const signer =
    pod?.signed?.name ?? ([pod?.signed?.givenName, pod?.signed?.familyName].filter(Boolean).join(' ') || undefined)
  if (signer) draft.delivery.signedBy = signer
  if (pod?.signatureUrl || pod?.documentUrl)
    draft.delivery.proofOfDelivery = {
      ...(pod.signatureUrl ? { signatureUrl: pod.signatureUrl } : {}),
      ...(pod.documentUrl ? { documentUrl: pod.documentUrl } : {}),
    }
  return draft
}

export const dhl = defineAdapter<{ shipments: DhlShipment[] }, ShipmentDraft[]>({
  key: 'dhl',
  aliases: ['dhl_express', 'deutsche_post'],
  category: 'parcel',
  source: {
    object: 'supermodelIoLogisticsTrackingShipments',
    apiVersion: 'Shipment Tracking - Unified 1.3',
    docs: 'https://developer.dhl.com/api-reference/shipment-tracking',
  },
  detect: {
    required: ['shipments.0.id', ['shipments.0.events', 'shipments.0.status']],
    bonus: ['shipments.0.service', 'shipments.0.details'],
  },
  normalize: (p, ctx) => ctx.list<DhlShipment, ShipmentDraft>(p.shipments, (s) => shipment(s, ctx), 'shipments'),
})
