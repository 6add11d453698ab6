/**
 * The heuristic path's vocabulary as data: the keys tracking payloads use for each member (carrier
 * APIs, aggregators such as AfterShip and EasyPost, webhook bodies, scraped tables), and the status
 * words of those aggregators. Keys are tried in order; the first present wins.
 */
import { codeTable } from '@svc/normalize-kit'
import type { ShipmentStatus } from '../domain/status.js'

export const KEYS = {
  events: ['events', 'trackingEvents', 'tracking_events', 'checkpoints', 'tracking_details', 'trackingDetails', 'history', 'scans', 'scanEvents', 'activities', 'activity', 'statusHistory', 'status_history', 'updates', 'movements', 'traces', 'timeline', 'milestones', 'track_info', 'trackInfo', 'details'],
  dateTime: ['timestamp', 'datetime', 'dateTime', 'date_time', 'eventTime', 'event_time', 'eventDateTime', 'checkpoint_time', 'occurred_at', 'occurredAt', 'created_at', 'createdAt', 'scanDateTime', 'localDateTime', 'time_iso', 'when'],
  date: ['date', 'eventDate', 'event_date', 'scanDate'],
  time: ['time', 'eventTime', 'event_time', 'scanTime'],
  zone: ['timezone', 'timeZone', 'time_zone', 'utcOffset', 'utc_offset', 'gmtOffset', 'offset', 'tz'],
  code: ['statusCode', 'status_code', 'status', 'tag', 'code', 'eventCode', 'event_code', 'type', 'eventType', 'state'],
  description: ['description', 'message', 'statusDescription', 'status_description', 'eventDescription', 'event_description', 'subtag_message', 'status_detail', 'event', 'activity', 'text', 'summary', 'details', 'remark'],
  location: ['location', 'tracking_location', 'scanLocation', 'address', 'place', 'facility', 'eventLocation'],
  city: ['city', 'eventCity', 'town', 'locality', 'addressLocality'],
  region: ['state', 'region', 'province', 'stateProvince', 'stateOrProvinceCode', 'eventState', 'county'],
  postalCode: ['postalCode', 'postal_code', 'zip', 'zipCode', 'zip_code', 'postcode', 'eventZIP'],
  country: ['country', 'countryCode', 'country_code', 'country_iso3', 'country_iso2', 'eventCountry', 'country_name'],
  trackingNumber: ['trackingNumber', 'tracking_number', 'tracking_code', 'trackingCode', 'trackingId', 'tracking_id', 'awb', 'waybill', 'barcode', 'parcelNumber', 'consignmentNumber'],
  currentStatus: ['currentStatus', 'current_status', 'status', 'tag', 'state', 'statusCode', 'delivery_status'],
  estimated: ['estimatedDeliveryDate', 'estimated_delivery_date', 'est_delivery_date', 'expected_delivery', 'expectedDelivery', 'estimatedDelivery', 'estimated_delivery', 'eta', 'expected_delivery_date'],
  signedBy: ['signedBy', 'signed_by', 'signature_name', 'signatureName', 'receivedBy', 'received_by', 'signer'],
  service: ['service', 'serviceType', 'service_type', 'serviceName', 'product', 'productName', 'mail_class', 'mailClass'],
  weight: ['weight', 'weight_value', 'packageWeight'],
  weightUnit: ['weight_unit', 'weightUnit', 'unit'],
  pieces: ['pieces', 'pieceCount', 'packageCount', 'numberOfPieces'],
} as const

/** Where the tracking object sits inside wrappers (API envelopes, webhook bodies). */
export const ROOTS = ['', 'data', 'result', 'msg', 'tracking', 'shipment', 'payload', 'data.tracking', 'data.shipment', 'data.result', 'data.data', 'result.shipment', 'data.object', 'result.0', 'data.0', 'trackings.0', 'data.trackings.0', 'data.items.0', 'items.0', 'shipments.0', 'parcels.0']

/** Status codes of aggregators and generic feeds (AfterShip tags, EasyPost statuses, common words), separators removed. */
export const GENERIC_STATUS = codeTable<ShipmentStatus>({
  pending: ['pending', 'notfound', 'created'],
  label_created: ['inforeceived', 'pretransit', 'labelcreated', 'labelprinted', 'manifested', 'preshipment'],
  accepted: ['accepted', 'pickedup', 'collected', 'acceptance'],
  in_transit: ['intransit', 'transit', 'availableforpickup', 'readyforpickup', 'arrived', 'departed', 'processing', 'shipped'],
  out_for_delivery: ['outfordelivery', 'ofd'],
  delivered: ['delivered', 'completed', 'signed'],
  exception: ['exception', 'failure', 'error', 'expired', 'alert', 'lost', 'damaged', 'onhold', 'held'],
  failed_attempt: ['attemptfail', 'attemptfailed', 'failedattempt', 'deliveryattempted', 'attempted'],
  returned: ['returned', 'returntosender', 'returnedtosender', 'return'],
  cancelled: ['cancelled', 'canceled', 'voided'],
  customs_cleared: ['customscleared', 'cleared'],
  unknown: ['unknown'],
})

export const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
