/**
 * The event timeline: chronological (UTC instant; events without a readable time keep their order
 * after the timed ones), exact duplicates removed (same instant, status, wording and place: carriers
 * repeat scans across pages and webhook retries). Carriers list newest first or oldest first; both end
 * up oldest first.
 */
import type { TrackingEvent } from './shipment.js'

const keyOf = (e: TrackingEvent) =>
  `${e.timestampIso ?? e.localTimestamp ?? ''}|${e.canonicalStatus}|${e.originalCarrierStatus}|${e.description ?? ''}|${e.location?.city ?? ''}|${e.location?.postalCode ?? ''}`

export function orderTimeline(events: readonly TrackingEvent[]): { events: TrackingEvent[]; untimed: number } {
  const seen = new Set<string>()
  const timed: TrackingEvent[] = []
  const untimed: TrackingEvent[] = []
  // Carriers list newest first (UPS, FedEx, USPS, DHL) or oldest first: read them oldest first so that
  // events sharing an instant keep the carrier's real order after the (stable) sort.
  const first = events.find((e) => e.timestampIso)?.timestampIso
  const last = events.findLast((e) => e.timestampIso)?.timestampIso
  const oldestFirst = first === undefined || last === undefined || first <= last
  for (let i = 0; i < events.length; i++) {
    const e = events[oldestFirst ? i : events.length - 1 - i] as TrackingEvent
    const key = keyOf(e)
    if (seen.has(key)) continue
    seen.add(key)
    ;(e.timestampIso ? timed : untimed).push(e)
  }
  // ISO instants in one format (`…sss Z`) order as plain strings; localeCompare would cost more and order the same.
  timed.sort((a, b) =>
    (a.timestampIso as string) < (b.timestampIso as string)
      ? -1
      : (a.timestampIso as string) > (b.timestampIso as string)
        ? 1
        : 0,
  )
  return { events: [...timed, ...untimed], untimed: untimed.length }
}
