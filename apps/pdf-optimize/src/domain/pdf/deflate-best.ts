/**
 * The smallest zlib stream we can afford: zlib level 9 (default and filtered strategies), then a
 * zopfli pass (the same format, a few to ten percent smaller) while the per-document byte budget lasts.
 * The budget is counted in bytes, not time, so the same input always gives the same output.
 */

import { constants, deflateSync } from 'node:zlib'
import { zlibAsync } from '@gfx/zopfli'
import { ZOPFLI_CALL_COST, ZOPFLI_MAX_STREAM_BYTES, ZOPFLI_MIN_STREAM_BYTES } from './limits.js'

export interface DeflateBudget {
  /** Decoded bytes that may still get a zopfli pass. */
  zopfliBytes: number
  /** Also try zlib's filtered strategy (a second pass; off in maxCompression, which trades it for speed). */
  filtered?: boolean
}

const ZLIB_OPTIONS = { level: 9, memLevel: 9, windowBits: 15 } as const

export async function deflateBest(data: Uint8Array, budget: DeflateBudget): Promise<Uint8Array> {
  let best: Uint8Array = deflateSync(data, ZLIB_OPTIONS)
  if (budget.filtered !== false && data.length > 4096) {
    const filtered = deflateSync(data, { ...ZLIB_OPTIONS, strategy: constants.Z_FILTERED })
    if (filtered.length < best.length) best = filtered
  }
  const cost = data.length + ZOPFLI_CALL_COST
  if (data.length >= ZOPFLI_MIN_STREAM_BYTES && data.length <= ZOPFLI_MAX_STREAM_BYTES && cost <= budget.zopfliBytes) {
    budget.zopfliBytes -= cost
    const zopfli = await zlibAsync(data, { numiterations: 2 })
    if (zopfli.length < best.length) best = zopfli
  }
  return best
}

/** zlib level 9 only: the fast path (speed mode's object streams and the xref stream use it too). */
export function deflateFast(data: Uint8Array): Uint8Array {
  return deflateSync(data, ZLIB_OPTIONS)
}
