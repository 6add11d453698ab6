/** Fixed bounds of the optimizer (README "Decisions"). */

/** The decompression budget (400 DECOMPRESSION_BOMB past it) is the one every PDF service shares: @svc/pdf-guard. */

/** Decoded bytes, over the whole document, that get a zopfli pass instead of zlib level 9 (deterministic, unlike a clock). */
export const ZOPFLI_BYTE_BUDGET = 3 * 1024 * 1024

/** Streams larger than this (decoded) never get a zopfli pass. */
export const ZOPFLI_MAX_STREAM_BYTES = 256 * 1024

/** Streams smaller than this never get a zopfli pass (each call has a fixed cost, counted as 64 KB). */
export const ZOPFLI_MIN_STREAM_BYTES = 4 * 1024

/** What one zopfli call costs against the budget beyond its bytes. */
export const ZOPFLI_CALL_COST = 64 * 1024
