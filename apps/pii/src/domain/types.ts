/**
 * The vocabulary of the scanner: the type names a caller can ask for, what a detector returns for
 * one string, and what the service reports. Spans are UTF-16 code-unit offsets into the string.
 */
export const PII_TYPES = [
  'email',
  'phone',
  'ssn',
  'credit_card',
  'iban',
  'bank_routing',
  'ip_address',
  'mac_address',
  'date_of_birth',
  'passport',
  'drivers_license',
  'postal_address',
  'person_name',
  'password',
  'bearer_token',
  'aws_access_key',
  'api_key',
  'private_key',
  'connection_string',
  'generic_secret',
] as const
export type PiiType = (typeof PII_TYPES)[number]

/** What a detector knows about where a string sits: the JSON member name, normalized. */
export interface ScanContext {
  /** The member name (or, for array items, the parent's) lower-cased with `_`, `-`, `.` and spaces removed. */
  key: string | undefined
  /**
   * True when some selected detector has a rule for this key. When false, a string with none of
   * the characters or words any detector needs (see scan-string.ts) is not scanned at all.
   */
  keyed?: boolean
  /** ISO 3166-1 alpha-2 region that phone numbers without `+` are read in (default `US`). */
  region?: string
  /**
   * True when the member sits in an object about a person: its parent member is `customer`,
   * `user`, `patient`, ... or a sibling is `email`, `phone`, `birthDate`, ... A bare `name` member
   * is read as a person's name only then (`{"name": "Sleek Bamboo Chair", "price": 12}` is not).
   */
  personContext?: boolean
}

/** One span a detector claims in one string. */
export interface Match {
  type: PiiType
  detector: string
  start: number
  end: number
  /** 0..1: how sure the detector is that the span is this type. */
  confidence: number
  /** A well-known test or example value (Stripe test cards, AWS's EXAMPLE key): found, never scored. */
  testData?: boolean
  /** Facts the validator established: `country` of a phone or IBAN, `issuer` of a card, `vendor` of a key. */
  attributes?: Record<string, string>
  /**
   * The value as the detectors read it (see normalize.ts), set by scanString when that differs from
   * the caller's text between `start` and `end`: masks, previews and hashes are made from it.
   */
  value?: string
}

export interface Detector {
  type: PiiType
  /** Member names (normalized) under which this detector reads values differently; see ScanContext. */
  keyPattern?: RegExp
  /**
   * True for member names whose whole value is this type's secret (`password`, `client_secret`):
   * strings and numbers nested below such a member are read as if directly under it.
   */
  secretKey?(key: string): boolean
  /** Finds every span of its type in `text`; linear in `text.length`. */
  scan(text: string, context: ScanContext): Match[]
}
