/**
 * USPS tracking, both shapes in use: the Tracking API v3 JSON (`GET /tracking/v3/tracking/{n}?expand=DETAIL`:
 * `trackingEvents[]` with `eventCode`, `eventType`, `eventTimestamp` + `GMTOffset`, `eventCity`/`eventState`/
 * `eventZIP`/`eventCountry`, `name`; `statusCategory`, `mailClass`, `expectedDeliveryTimeStamp`) and the
 * older Web Tools `TrackResponse.TrackInfo` (XML as JSON: `TrackSummary` + `TrackDetail[]`, `EventDate`
 * "May 21, 2024", `EventTime` "2:12 pm", no zone). https://developers.usps.com/trackingv3
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ShipmentDraft } from '../domain/shipment.js'
import { asList, legacy, v3 } from './usps-read.js'
import type { Payload } from './usps-response.js'

export { USPS_CATEGORY, USPS_EVENT } from './usps-codes.js'

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
