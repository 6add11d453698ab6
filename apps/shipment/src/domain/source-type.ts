/** `provenance.dataSourceType` from the payload's wrapper: a webhook body, a scraped page record, or a carrier API response. */
import type { DataSourceType } from './shipment.js'

const WEBHOOK_MARKERS = ['event', 'event_type', 'eventType', 'topic', 'webhook', 'webhookId', 'subscriptionId']
const WEBHOOK_BODIES = ['data', 'result', 'msg', 'payload', 'object']
const SCRAPED_MARKERS = ['html', 'scrapedAt', 'scraped_at', 'scraper', 'pageUrl', 'page_url', 'sourceUrl']

export function dataSourceType(payload: Record<string, unknown>): DataSourceType {
  if (SCRAPED_MARKERS.some((k) => k in payload)) return 'scraped'
  if (
    payload.object === 'Event' ||
    (WEBHOOK_MARKERS.some((k) => k in payload) && WEBHOOK_BODIES.some((k) => k in payload))
  )
    return 'webhook'
  return 'carrier_api'
}
