/**
 * UPS Track API v1 (`GET /api/track/v1/details/{inquiryNumber}`): `trackResponse.shipment[].package[]`
 * with `activity[]` (`status.type`/`code`/`description`, `location.address`, `date` YYYYMMDD, `time`
 * HHMMSS, `gmtOffset`), `currentStatus`, `deliveryDate[]`, `deliveryInformation`, `packageAddress[]`,
 * `weight`, `dimension`, `service`, `alternateTrackingNumber[]`, `referenceNumber[]`, shipment `warnings[]`.
 * https://developer.ups.com/api/reference?loc=en_US#tag/Tracking (OpenAPI document:
 * https://github.com/UPS-API/api-documentation/blob/main/Tracking.yaml)
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate } from '../domain/event-time.js'
import type { ShipmentDraft } from '../domain/shipment.js'
import type { ShipmentStatus } from '../domain/status.js'
import { readDimensions, readWeight } from './measures.js'
import type { Activity, Address, Package, Response } from './ups-response.js'

/**
 * UPS `status.type`, the activity status type letter, as UPS's Tracking API lists the values (Tracking
 * developer guide, "Activity Status Type": D delivered, I in transit, M billing information received,
 * MV billing information voided, P pickup, X exception, RS returned to shipper, DO / DD delivered to the
 * origin / destination CFS (freight), W warehousing, NA not available, O out for delivery):
 * https://developer.ups.com/api/reference?loc=en_US#tag/Tracking (`Status.type`). A letter missing here
 * warns UNKNOWN_CODE and the wording decides; the 3-character `status.code` (`SR`, `DP`…) is kept as the
 * event type, not mapped: UPS publishes no complete list of those.
 */
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

function parcel(
  p: Package,
  ctx: NormalizeContext,
  inquiry: string | undefined,
  notices: ShipmentDraft['carrierNotices'],
): ShipmentDraft {
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
    inquiryNumber: inquiry,
    alternateTrackingNumbers: (Array.isArray(p.alternateTrackingNumber) ? p.alternateTrackingNumber : []).map((a) => ({
      type: a?.type,
      number: a?.number as string,
    })),
    references: (Array.isArray(p.referenceNumber) ? p.referenceNumber : []).map((r) => ({
      type: r?.type,
      value: r?.number as string,
    })),
    ...(notices?.length ? { carrierNotices: notices } : {}),
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
      const warnings = Array.isArray(s.warnings) ? s.warnings.filter((w) => w && typeof w === 'object') : []
      const packages = ctx.list<Package, ShipmentDraft>(
        s.package,
        (pkg) => parcel(pkg, ctx, s.inquiryNumber, warnings),
        'package',
      )
      if (packages.length) out.push(...packages)
      else if (warnings.length)
        out.push({
          trackingNumber: s.inquiryNumber,
          events: [],
          delivery: {},
          package: {},
          carrierError: { code: warnings[0]?.code, message: warnings[0]?.message },
        })
    }
    return out
  },
})
