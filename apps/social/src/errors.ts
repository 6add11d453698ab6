/** The social normalizer's error codes (merged into core's catalog; README table). Per-item codes also appear in `errors[]`. */
import type { ErrorCatalog } from '@svc/core'

export const socialErrors = {
  UNKNOWN_PLATFORM: {
    status: 400,
    fix: 'Use a `platform` key listed by GET /platforms (or the README table), or omit `platform` to infer it.',
  },
  UNKNOWN_PLATFORM_SHAPE: {
    status: 422,
    fix: "Name the platform in `platform`, or send the platform API's JSON object unchanged; no adapter recognized its structure.",
  },
  MALFORMED_PAYLOAD: {
    status: 422,
    fix: "Send the platform's JSON unchanged: a member has a type the platform's API does not use.",
  },
  MISSING_CONTENT: {
    status: 422,
    fix: 'Send posts with text, a title, media or a rating; an item without any of them is left out.',
  },
  NOT_AN_OBJECT: { status: 422, fix: 'Each item (the `payload`, or each element of `data`) must be a JSON object.' },
  NESTING_TOO_DEEP: {
    status: 400,
    fix: 'Flatten the body: objects and arrays may nest at most 50 levels (the whole body counts).',
  },
  PAYLOAD_TOO_COMPLEX: { status: 400, fix: 'Split the body: it holds more than 5,000,000 values in one item.' },
  PAYLOAD_REQUIRED: { status: 400, fix: 'Put the content under `payload` or `data` (aliases), exactly one of them.' },
} as const satisfies ErrorCatalog
