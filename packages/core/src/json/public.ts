/** The framework-free JSON helpers for domain code: `import { parseJsonText } from '@svc/core/json'`. */
export { findExcessDepth } from './depth.js'
export { type JsonErrorLocation, locateJsonError } from './locate-error.js'
export {
  DEFAULT_JSON_MAX_VALUES,
  MIN_JSON_MAX_VALUES,
  PIECE_CHARS,
  parseJsonSliced,
} from './parse-json-sliced.js'
export { parseJsonBody, parseJsonText, parseJsonTextWithMember } from './parse-json-text.js'
export { rawJsonMember, scanDepthAndMember } from './raw-member.js'
