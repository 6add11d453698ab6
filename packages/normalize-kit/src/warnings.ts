/**
 * Warning codes every normalizer shares. A code is stable (callers branch on it); the message is for
 * humans. Services add their own codes with `defineWarnings` (invoice: TOTAL_MISMATCH), and each code
 * has a confidence penalty in confidence.ts.
 */

export interface Warning {
  code: string
  message: string
  /** Where in the canonical record (or the vendor payload) the problem sits. */
  field?: string
}

export interface WarningInfo {
  /** What it means, for the README table. */
  meaning: string
  /** Subtracted from the record's confidence, once per warning. */
  penalty: number
}

export type WarningCatalog = Readonly<Record<string, WarningInfo>>

export const KIT_WARNINGS = {
  CURRENCY_MISSING: { meaning: 'No currency in the payload; amounts were read with 2 decimals.', penalty: 0.1 },
  CURRENCY_UNKNOWN: {
    meaning: 'The currency is not an ISO 4217 code; amounts were read with 2 decimals.',
    penalty: 0.1,
  },
  AMBIGUOUS_DATE: {
    meaning: 'Day and month could be swapped (03/04/2024); read month-first unless the vendor is day-first.',
    penalty: 0.05,
  },
  INVALID_DATE: {
    meaning:
      'A date field holds something that is not a real date (a leap second, an offset beyond ±18:00, an epoch count beyond the year 5138, a year outside 0001-9999); it was left out.',
    penalty: 0.05,
  },
  EPOCH_UNIT_CORRECTED: {
    meaning:
      'An epoch field declared in seconds held a millisecond count (1700000000000), or the reverse; it was read in the unit its size implies.',
    penalty: 0.05,
  },
  TIMEZONE_ASSUMED: { meaning: 'A time without a zone was read as UTC.', penalty: 0.01 },
  ZONE_ABBREVIATION_ASSUMED: {
    meaning:
      'A zone abbreviation (CST, IST, BST), not an offset or IANA zone, decided the instant; its meaning came from the country hint or the default.',
    penalty: 0.01,
  },
  AMOUNT_UNREADABLE: {
    meaning: 'An amount field holds something that is not a number; it was left out.',
    penalty: 0.05,
  },
  AMOUNT_ROUNDED: {
    meaning: 'An amount had more decimals than its currency allows; rounded half away from zero.',
    penalty: 0.01,
  },
  AMOUNT_PRECISION_LOST: {
    meaning:
      'An amount sent as a JSON number is at or beyond 10^15 units of its currency, where the JSON parser may already have changed its digits (9007199254740993 reads as 9007199254740992); it was left out. Decimal strings are read exactly.',
    penalty: 0.05,
  },
  AMOUNT_NOT_REPRESENTABLE: {
    meaning:
      'An exact amount (a decimal string, a sum) needs more significant digits than a JSON number carries exactly (15); it was left out rather than changed.',
    penalty: 0.05,
  },
  CURRENCY_AMBIGUOUS: {
    meaning:
      'A symbol that names several currencies ($, ¥, kr) and no hint (currency, country, locale) chose one; no currency was given.',
    penalty: 0.1,
  },
  AMBIGUOUS_AMOUNT: {
    meaning: 'The decimal separator was a guess (1,299 read as one thousand two hundred ninety-nine).',
    penalty: 0.05,
  },
  UNKNOWN_CODE: {
    meaning: 'A vendor code (status, type) is not in the mapping table; the field was left out.',
    penalty: 0.03,
  },
  COUNTRY_UNKNOWN: {
    meaning: 'A country could not be mapped to ISO 3166-1; kept as written in countryRaw.',
    penalty: 0.01,
  },
  LIST_TRUNCATED: { meaning: 'A list was longer than the normalizer keeps; the rest was dropped.', penalty: 0.05 },
  SOURCE_MISMATCH: {
    meaning: 'The declared source does not match the payload shape; normalized as declared.',
    penalty: 0.15,
  },
} as const satisfies WarningCatalog

export type KitWarningCode = keyof typeof KIT_WARNINGS

/** A service's own warning codes merged with the kit's; a code may not be defined twice. */
export function defineWarnings<T extends WarningCatalog>(own: T): typeof KIT_WARNINGS & T {
  for (const code of Object.keys(own)) {
    if (Object.hasOwn(KIT_WARNINGS, code)) throw new Error(`warning ${code} is already defined by normalize-kit`)
    if (!/^[A-Z][A-Z0-9_]*$/.test(code)) throw new Error(`warning code ${code} is not UPPER_SNAKE`)
  }
  return { ...KIT_WARNINGS, ...own }
}
