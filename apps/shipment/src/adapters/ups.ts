/**
 * UPS Track API v1 (`GET /api/track/v1/details/{inquiryNumber}`): `trackResponse.shipment[].package[]`
 * with `activity[]` (`status.type`/`code`/`description`, `location.address`, `date` YYYYMMDD, `time`
 * HHMMSS, `gmtOffset`), `currentStatus`, `deliveryDate[]`, `deliveryInformation`, `packageAddress[]`,
 * `weight`, `dimension`, `service`. https://developer.ups.com/api/reference?loc=en_US#tag/Tracking
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate } from '../domain/event-time.js'
import type { ShipmentDraft } from '../domain/shipment.js'
import type { ShipmentStatus } from '../domain/status.js'
import { readDimensions, readWeight } from './measures.js'
import type { Activity, Address, Package, Response } from './ups-response.js'

/** UPS `status.type` (activity type letter). */
export const UPS_STATUS = codeTable<ShipmentStatus>({
  label_created: ['M'],
  accepted: ['P'],
  in_transit: ['I', 'W', 'DO', 'DD'],
  out_for_delivery: ['O'],
  delivered: ['D'],
  exception: ['X'],
  returned: ['RS'],
  cancelled: ['MV'],
  unknown: ['NA'],
})

const address = (a: Address | undefined) =>
  a && { city: a.city, region: a.stateProvince, postalCode: a.postalCode, country: a.countryCode ?? a.country }

function parcel(p: Package, ctx: NormalizeContext, inquiry: string | undefined): ShipmentDraft {
  const events = ctx.list<Activity, ReturnType<typeof buildEvent>>(
    p.activity,
    (a) =>
      buildEvent(ctx, {
        mapped: ctx.code(UPS_STATUS, a.status?.type, 'events.status.type'),
        original: originalStatus(a.status?.type, a.status?.description),
        time: { date: a.date, time: a.time, zone: a.gmtOffset },
        location: address(a.location?.address),
        eventType: a.status?.code,
        description: a.status?.description,
      }),
    'events',
  )
  const info = p.deliveryInformation
  const actual = p.deliveryDate?.find((d) => d.type === 'DEL')
  const expected = p.deliveryDate?.find((d) => d.type === 'SDD' || d.type === 'RDD')
  const delivered = events.find((e) => e.canonicalStatus === 'delivered')
  const draft: ShipmentDraft = {
    trackingNumber: p.trackingNumber ?? inquiry,
    events,
    delivery: {},
    package: {
      weight: readWeight(ctx, p.weight?.weight, p.weight?.unitOfMeasurement),
      dimensions: readDimensions(
        ctx,
        p.dimension?.length,
        p.dimension?.width,
        p.dimension?.height,
        p.dimension?.unitOfDimension,
      ),
      pieces: ctx.number(p.packageCount, 'package.pieces'),
    },
    origin: toLocation(ctx, address(p.packageAddress?.find((a) => a.type === 'ORIGIN')?.address), 'origin'),
    destination: toLocation(
      ctx,
      address(p.packageAddress?.find((a) => a.type === 'DESTINATION')?.address),
      'destination',
    ),
  }
  if (p.service?.description || p.service?.code)
    draft.service = {
      ...(p.service.code ? { code: p.service.code } : {}),
      ...(p.service.description ? { name: p.service.description } : {}),
    }
  if (p.currentStatus?.type ?? p.currentStatus?.description) {
    const mapped = ctx.code(UPS_STATUS, p.currentStatus.type, 'currentStatus.type')
    const original = originalStatus(p.currentStatus.code, p.currentStatus.description)
    draft.currentStatus = { canonical: mapped ?? 'unknown', original }
  }
  if (expected?.date) draft.delivery.estimatedDeliveryDate = readCalendarDate(expected.date)
  if (delivered?.timestampIso) draft.delivery.actualDeliveryTimestamp = delivered.timestampIso
  else if (actual?.date) draft.delivery.actualDeliveryTimestamp = readCalendarDate(actual.date)
  if (info?.receivedBy?.trim()) draft.delivery.signedBy = info.receivedBy.trim()
  const pod = {
    ...(info?.signature?.image ? { signatureImage: true } : {}),
    ...(info?.deliveryPhoto?.photo ? { photo: true } : {}),
    ...(info?.location?.trim() ? { leftAt: info.location.trim() } : {}),
  }
  if (Object.keys(pod).length) draft.delivery.proofOfDelivery = pod
  return draft
}

export const ups = defineAdapter<Response, ShipmentDraft[]>({
  key: 'ups',
  category: 'parcel',
  source: {
    object: 'trackResponse',
    apiVersion: 'Track API v1',
    docs: 'https://developer.ups.com/api/reference?loc=en_US#tag/Tracking',
  },
  detect: {
    required: ['trackResponse.shipment'],
    bonus: ['trackResponse.shipment.0.package.0.activity', 'trackResponse.shipment.0.inquiryNumber'],
  },
  normalize(p, ctx) {
    const out: ShipmentDraft[] = []
    for (const s of Array.isArray(p.trackResponse?.shipment) ? p.trackResponse.shipment : []) {
      if (!s || typeof s !== 'object') continue
      const packages = ctx.list<Package, ShipmentDraft>(
        s.package,
        (pkg) => parcel(pkg, ctx, s.inquiryNumber),
        'package',
      )
      if (packages.length) out.push(...packages)
      else if (s.warnings?.length)
        out.push({
          trackingNumber: s.inquiryNumber,
          events: [],
          delivery: {},
          package: {},
          carrierError: { code: s.warnings[0]?.code, message: s.warnings[0]?.message },
        })
    }
    return out
  },
})
