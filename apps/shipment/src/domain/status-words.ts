/**
 * Carrier wording -> taxonomy, as ordered data: the first rule whose pattern matches wins, so the
 * specific outcomes (cancelled, returned, cleared, attempted, exception) are tested before the broad
 * ones ("delivered" inside "out for delivery" never wins: it needs the whole word). Used by the
 * heuristic path and to refine a carrier's coarse code (DHL `transit` + "With delivery courier").
 */
import type { ShipmentStatus } from './status.js'

export const STATUS_WORDS: readonly (readonly [RegExp, ShipmentStatus])[] = [
  [/\b(cancel+ed|voided|void)\b|label cancel/i, 'cancelled'],
  [/return(ed|ing)? to (the )?(sender|shipper|origin)|\breturn(ed)? (shipment|parcel)|\breturned\b/i, 'returned'],
  [
    /clearance (processing )?complete|cleared (customs|clearance)|customs (cleared|clearance complete)|released (by|from) customs|import (clearance|scan) complete/i,
    'customs_cleared',
  ],
  [
    /attempt(ed)?\b|notice left|no one (was )?(home|available)|missed delivery|unable to deliver|recipient not (home|available|present)|was not present|notification (card )?(was )?left|card left|business closed/i,
    'failed_attempt',
  ],
  [
    /\bnot delivered\b|undeliverable|exception|damaged|\blost\b|refused|\bheld\b|on hold|(customs|clearance) (hold|delay)|address (issue|problem|incorrect|unknown)|incorrect address|\bfailed\b|\bfailure\b|\balert\b/i,
    'exception',
  ],
  [
    /out for delivery|with delivery courier|on (the )?vehicle for delivery|loaded (on|onto) (the )?delivery vehicle|out for dlvry/i,
    'out_for_delivery',
  ],
  [
    /\bdelivered\b|picked up by (the )?(recipient|customer|consignee)|collected by (the )?(recipient|customer)|signed for/i,
    'delivered',
  ],
  [
    /label (created|printed)|shipping label|shipment information (sent|received)|pre-?shipment|pre-?transit|electronic (shipping )?info|manifest|order (processed|information received|received)|billing information|info(rmation)? received|awaiting (item|parcel|collection)/i,
    'label_created',
  ],
  [
    /we'?ve got it|item received|picked up|pick-?up scan|\baccepted\b|acceptance|drop(ped)? off|origin scan|received (by|at) (the )?(carrier|post office|origin)|collected|shipment received|tendered/i,
    'accepted',
  ],
  [
    /transit|arrived|arrival|departed|departure|processed|processing|facility|\bsort|\bhub\b|en route|on (its|the) way|forwarded|customs|scan|delay|moving|dispatched|available for pickup|ready for pickup/i,
    'in_transit',
  ],
  [/\bpending\b|not yet|awaiting/i, 'pending'],
]

/** Carrier feeds repeat a few hundred phrasings: the answer per phrase is kept (bounded). */
const memo = new Map<string, ShipmentStatus | null>()
const MEMO_LIMIT = 20_000

export function statusFromWords(text: string | undefined): ShipmentStatus | undefined {
  if (!text) return undefined
  const known = memo.get(text)
  if (known !== undefined) return known ?? undefined
  let found: ShipmentStatus | null = null
  for (const [pattern, status] of STATUS_WORDS)
    if (pattern.test(text)) {
      found = status
      break
    }
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(text, found)
  return found ?? undefined
}
