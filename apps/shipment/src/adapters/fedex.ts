/**
 * FedEx Track API v1 (`POST /track/v1/trackingnumbers`): `output.completeTrackResults[].trackResults[]`
 * with `latestStatusDetail` (`code`, `derivedCode`, `description`, `scanLocation`), `scanEvents[]`
 * (`date` ISO with offset, `eventType`, `derivedStatusCode`, `eventDescription`, `scanLocation`,
 * `exceptionDescription`), `dateAndTimes[]`, `deliveryDetails`, `packageDetails`, `serviceDetail`,
 * `error`, `additionalTrackingInfo.packageIdentifiers[]`. https://developer.fedex.com/api/en-us/catalog/track/v1/docs.html
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import { readCalendarDate, readEventTime } from '../domain/event-time.js'
import type { ShipmentDraft } from '../domain/shipment.js'
import type { ShipmentStatus } from '../domain/status.js'
import type { Response, ScanEvent, ScanLocation, TrackResult } from './fedex-response.js'
import { readDimensions, readWeight } from './measures.js'

/**
 * FedEx `derivedStatusCode` / `derivedCode` and scan `eventType` codes: FedEx's published tracking status
 * code list (https://developer.fedex.com/api/en-us/guides/api-reference.html#trackingstatuscodes, the
 * same list as the Web Services tracking guide; the Track API OpenAPI document's `StatusDetail.derivedCode`
 * gives PU, DE, DP, HL, OC as examples). Every status code of that list is here; its possession codes
 * (CA carrier, RC recipient, SH shipper, CU customs, BR broker, TP transfer partner) share letters with
 * status codes and are read as the status. A code missing here warns UNKNOWN_CODE and the event's
 * wording decides (`unknown` when it says nothing known); it is never guessed from the letters.
 */
export const FEDEX_STATUS = codeTable<ShipmentStatus>({
  label_created: ['OC', 'IN'],
  accepted: ['PU', 'PX'],
  in_transit: [
    'AA',
    'AD',
    'AX',
    'DR',
    'DS',
    'ED',
    'LP',
    'IT',
    'AR',
    'AF',
    'DP',
    'AC',
    'EO',
    'EP',
    'DY',
    'DD',
    'HL',
    'HP',
    'CH',
    'SF',
    'FD',
    'PF',
    'PL',
    'TR',
    'LO',
    'PM',
    'RR',
    'RM',
    'CP',
    'EA',
    'OF',
    'OX',
    'IX',
    'RP',
    'SP',
    'RG',
    'AO',
    'AP',
    'IP',
    'PD',
    'RC',
    'RD',
    'SH',
  ],
  out_for_delivery: ['OD'],
  delivered: ['DL'],
  exception: ['DE', 'SE', 'CD', 'MS'],
  returned: ['RS'],
  cancelled: ['CA'],
  customs_cleared: ['CC'],
})

const place = (l: ScanLocation | undefined) =>
  l && {
    city: l.city,
    region: l.stateOrProvinceCode,
    postalCode: l.postalCode,
    country: l.countryCode ?? l.countryName,
  }

function result(r: TrackResult, ctx: NormalizeContext, number: string | undefined): ShipmentDraft {
  const trackingNumber = r.trackingNumberInfo?.trackingNumber ?? number
  if (r.error && !r.scanEvents?.length)
    return {
      trackingNumber,
      inquiryNumber: number,
      events: [],
      delivery: {},
      package: {},
      carrierError: { code: r.error.code, message: r.error.message },
    }
  const events = ctx.list<ScanEvent, ReturnType<typeof buildEvent>>(
    r.scanEvents,
    (e) =>
      buildEvent(ctx, {
        mapped: ctx.code(FEDEX_STATUS, e.derivedStatusCode ?? e.eventType, 'events.derivedStatusCode'),
        original: originalStatus(e.derivedStatusCode ?? e.eventType, e.eventDescription ?? e.derivedStatus),
        time: { dateTime: e.date },
        location: place(e.scanLocation),
        eventType: e.eventType,
        description: [e.eventDescription, e.exceptionDescription].filter((t) => t?.trim()).join(': '),
      }),
    'events',
  )
  const when = (type: string) => r.dateAndTimes?.find((d) => d.type === type)?.dateTime
  const weight = r.packageDetails?.weightAndDimensions?.weight?.[0]
  const dims = r.packageDetails?.weightAndDimensions?.dimensions?.[0]
  const latest = r.latestStatusDetail
  const draft: ShipmentDraft = {
    trackingNumber,
    inquiryNumber: number,
    // The number asked for and the result's own number both name this parcel (a door tag answered by the
    // package's tracking number); whichever is not the input's is an alternate.
    alternateTrackingNumbers: [{ number: trackingNumber as string }, { number: number as string }],
    references: (Array.isArray(r.additionalTrackingInfo?.packageIdentifiers)
      ? r.additionalTrackingInfo.packageIdentifiers
      : []
    ).map((i) => ({ type: i?.type, value: i?.value as string })),
    // An `error` beside scan events is a notice (the reference example pairs TRACKING.TRACKINGNUMBER.EMPTY
    // with a full result): the data is read and the carrier's words are reported.
    ...(r.error?.code || r.error?.message
      ? { carrierNotices: [{ code: r.error.code, message: r.error.message }] }
      : {}),
    events,
    delivery: {},
    package: {
      weight: readWeight(ctx, weight?.value, weight?.unit),
      dimensions: readDimensions(ctx, dims?.length, dims?.width, dims?.height, dims?.units),
      pieces: ctx.number(r.packageDetails?.count, 'package.pieces'),
    },
    origin: toLocation(
      ctx,
      place(r.originLocation?.locationContactAndAddress?.address ?? r.shipperInformation?.address),
      'origin',
    ),
    destination: toLocation(
      ctx,
      place(
        r.destinationLocation?.locationContactAndAddress?.address ??
          r.recipientInformation?.address ??
          r.lastUpdatedDestinationAddress,
      ),
      'destination',
    ),
  }
  if (r.serviceDetail?.type || r.serviceDetail?.description)
    draft.service = {
      ...(r.serviceDetail.type ? { code: r.serviceDetail.type } : {}),
      ...(r.serviceDetail.description ? { name: r.serviceDetail.description } : {}),
    }
  if (latest?.derivedCode ?? latest?.code) {
    const mapped = ctx.code(FEDEX_STATUS, latest.derivedCode ?? latest.code, 'currentStatus.derivedCode')
    draft.currentStatus = {
      canonical: mapped ?? 'unknown',
      original: originalStatus(latest.derivedCode ?? latest.code, latest.description ?? latest.statusByLocale),
    }
  }
  const estimated = when('ESTIMATED_DELIVERY')
  if (estimated) draft.delivery.estimatedDeliveryDate = readCalendarDate(estimated)
  const actual = when('ACTUAL_DELIVERY')
  if (actual) {
    const time = readEventTime({ dateTime: actual })
    if (time.assumed)
      ctx.warn('TIMEZONE_ASSUMED', 'A time without a zone was read as UTC.', 'delivery.actualDeliveryTimestamp')
    if (time.timestampIso) draft.delivery.actualDeliveryTimestamp = time.timestampIso
  }
  const signer = r.deliveryDetails?.signedByName ?? r.deliveryDetails?.receivedByName
  if (signer?.trim()) draft.delivery.signedBy = signer.trim()
  const images = new Set(r.availableImages?.map((i) => i.type))
  const pod = {
    ...(images.has('SIGNATURE_PROOF_OF_DELIVERY') ? { signatureImage: true } : {}),
    ...(images.has('PICTURE_PROOF_OF_DELIVERY') ? { photo: true } : {}),
    ...(r.deliveryDetails?.locationDescription?.trim() ? { leftAt: r.deliveryDetails.locationDescription.trim() } : {}),
  }
  if (Object.keys(pod).length) draft.delivery.proofOfDelivery = pod
  return draft
}

export const fedex = defineAdapter<Response, ShipmentDraft[]>({
  key: 'fedex',
  category: 'parcel',
  source: {
    object: 'TrackingNumbersResponse',
    apiVersion: 'Track API v1',
    docs: 'https://developer.fedex.com/api/en-us/catalog/track/v1/docs.html',
  },
  detect: {
    required: ['output.completeTrackResults'],
    bonus: ['output.completeTrackResults.0.trackResults.0.scanEvents', 'transactionId'],
  },
  envelopes: ['body'],
  normalize(p, ctx) {
    const out: ShipmentDraft[] = []
    for (const c of Array.isArray(p.output?.completeTrackResults) ? p.output.completeTrackResults : []) {
      if (!c || typeof c !== 'object') continue
      out.push(
        ...ctx.list<TrackResult, ShipmentDraft>(
          c.trackResults,
          (r) => result(r, ctx, c.trackingNumber),
          'trackResults',
        ),
      )
    }
    return out
  },
})
