/** USPS code tables (README "Status mapping"): event codes of both response shapes and the status category. */
import { codeTable } from '@svc/normalize-kit'
import type { ShipmentStatus } from '../domain/status.js'

/**
 * USPS event codes: the Domestic Scan Event list of USPS Publication 199, Appendix G, which the Tracking
 * 3.0 reference names for `eventCode` (http://postalpro.usps.com/pub199; https://developers.usps.com/trackingv3).
 * `GX` is "Shipping Label Created, USPS Awaiting Item" (the label exists, the item is not yet scanned); a
 * code missing here warns UNKNOWN_CODE and the status is read from the wording, never guessed.
 */
export const USPS_EVENT = codeTable<ShipmentStatus>({
  label_created: ['MA', 'GX'],
  accepted: ['03', 'OA', '80'],
  in_transit: ['06', '07', '08', '10', '14', '16', '81', '82', 'A1', 'L1', 'T1', 'U1', 'PC'],
  out_for_delivery: ['OF'],
  delivered: ['01', '17'],
  failed_attempt: ['02', '52', '53', '54', '55', '56', '57'],
  exception: ['04', '05', '11', '21', '22', '23', '24', '25', '26', '27', '28', '44'],
  returned: ['09', '29', '31'],
})

/** USPS `statusCategory` (v3 and TrackResponse), the categories the Tracking 3.0 reference returns. */
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
