export { bombError, decompressionBombErrors, documentBombError } from './bomb-error.js'
export { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES } from './budget.js'
export { checkDecodedSizes, type DecodedSizes } from './check-decoded-sizes.js'
export { boundedInflate, decodeFilter, type GeneralFilter, generalFilter } from './decode-filter.js'
