/** The decompression budget shared by the PDF services (docs/reliability.md, "Budgets"). */

/** A stream that decodes to more than this is a decompression bomb (400 DECOMPRESSION_BOMB). 9000×9000 RGB is 243 MB. */
export const MAX_DECODED_STREAM_BYTES = 256 * 1024 * 1024

/**
 * The whole-file check (checkDecodedSizes) also refuses a file whose streams decode to more than this
 * together: four streams at the per-stream bound, about a second of inflating on one core.
 */
export const MAX_DECODED_DOCUMENT_BYTES = 4 * MAX_DECODED_STREAM_BYTES
