/**
 * Money as integer minor units (bigint) with the currency's ISO 4217 exponent, after dinero.js:
 * sums never touch floats, so 0.10 + 0.20 is exactly 0.30. Canonical records carry major-unit JSON
 * numbers (`toMajor`); every comparison and total is done on minor units (`toMinor`, `sumMinor`).
 */
import { currencyExponent } from './currencies.js'
import { exactNumber, formatDecimal, multiply, parseDecimal, rescale, toNumber } from './decimal.js'

/** Exponent used when the currency is unknown or missing (the caller warns CURRENCY_MISSING/UNKNOWN). */
export const DEFAULT_EXPONENT = 2

export interface ParsedAmount {
  minor: bigint
  /** The input had more digits than the exponent and was rounded half away from zero. */
  rounded: boolean
  /** The decimal separator was a guess (`1,299`). */
  ambiguous: boolean
}

/** A major-unit amount (`1299.99`, `"1,299.99"`, `"(12.50)"`, `"1.299,99 €"`) as minor units. */
export function parseMajor(value: unknown, exponent: number): ParsedAmount | undefined {
  const d = parseDecimal(value)
  if (!d) return undefined
  const minor = rescale(d, exponent)
  return {
    minor,
    rounded: d.scale > exponent && minor * 10n ** BigInt(d.scale - exponent) !== d.units,
    ambiguous: d.ambiguous,
  }
}

/** A vendor's minor-unit amount (`10000`, `"10000"`, Stripe's `"1234.5"` decimal form) as integer minor units. */
export function parseMinor(value: unknown): ParsedAmount | undefined {
  const d = parseDecimal(value)
  if (!d) return undefined
  const minor = rescale(d, 0)
  return { minor, rounded: d.scale > 0 && minor * 10n ** BigInt(d.scale) !== d.units, ambiguous: d.ambiguous }
}

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i)
const SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const PLAIN = /^-?(\d{1,15})(?:\.(\d{1,15}))?$/

/**
 * 10^15: below it, every decimal of at most 15 significant digits is a distinct double whose shortest
 * text is that decimal again (DBL_DIG), so minor units under it survive a JSON number both ways.
 */
export const EXACT_LIMIT = 1e15
const EXACT_LIMIT_N = 10n ** 15n

/**
 * Whether a JSON number reached us as the sender wrote it, read with `scale` decimals (0 for minor
 * units, the currency exponent for major units). Below 10^15 units every literal with at most `scale`
 * decimals has at most 15 significant digits, and the parser hands it back exactly. At or above, digits
 * may already be gone before any code sees the value (9007199254740993 parses as 9007199254740992;
 * a 30-digit literal keeps 17 digits), and nothing in the number tells whether they were, so such a
 * number is refused (AMOUNT_PRECISION_LOST) rather than trusted. A decimal string has no such limit.
 */
export function isExactLiteral(value: number, scale: number): boolean {
  const pow = POW10[scale] ?? 10 ** scale
  return Number.isFinite(value) && Math.abs(value) * pow < EXACT_LIMIT
}

/** Minor units -> the major-unit JSON number that is exactly them, or undefined when no double is (see `exactNumber`). */
export function exactMajor(minor: bigint, exponent: number): number | undefined {
  const pow = POW10[exponent]
  if (pow !== undefined && minor < EXACT_LIMIT_N && minor > -EXACT_LIMIT_N) return Number(minor) / pow
  return exactNumber({ units: minor, scale: exponent })
}

/**
 * unit price x quantity, both exact decimals as given (numbers by their shortest text, strings as
 * written), rounded half away from zero once, to `exponent` decimals: 0.335 x 3 = 1.005 -> 1.01. Never
 * round the unit price first (0.34 x 3 = 1.02).
 */
export function multiplyMajor(unitPrice: unknown, quantity: unknown, exponent: number): bigint | undefined {
  const [u, q] = [parseDecimal(unitPrice), parseDecimal(quantity)]
  return u && q ? multiply(u, q, exponent) : undefined
}

/**
 * The fast path of the readers, exact by construction: dividing an integer by 10^e is correctly
 * rounded in IEEE 754, as is `Number("12.34")`, so both give the same double as the bigint path.
 * Returns undefined whenever the exact path is needed (rounding, separators, huge values).
 */
export function quickMajor(value: unknown, exponent: number, minorUnits: boolean): number | undefined {
  const pow = POW10[exponent]
  if (pow === undefined) return undefined
  if (typeof value === 'number') {
    if (minorUnits) return Number.isInteger(value) && Math.abs(value) < EXACT_LIMIT ? value / pow : undefined
    const scaled = Math.round(value * pow)
    return Math.abs(scaled) < EXACT_LIMIT && scaled / pow === value ? value : undefined
  }
  if (typeof value !== 'string') return undefined
  const m = PLAIN.exec(value)
  if (!m) return undefined
  const digits = (m[1] as string).length + (m[2]?.length ?? 0)
  if (digits > 15) return undefined
  if (minorUnits) return m[2] === undefined ? Number(value) / pow : undefined
  return (m[2]?.length ?? 0) <= exponent ? Number(value) : undefined
}

/**
 * Minor units -> the nearest major-unit JSON number: (10000n, 2) -> 100, (1234n, 3) -> 1.234. Beyond
 * 15 significant digits the nearest double is not the amount; readers use `exactMajor`, which refuses.
 */
export function toMajor(minor: bigint, exponent: number): number {
  const pow = POW10[exponent]
  if (pow !== undefined && minor <= SAFE && minor >= -SAFE) return Number(minor) / pow
  return toNumber(minor, exponent)
}

/** Major-unit number (as produced by `toMajor`) back to exact minor units. */
export function toMinor(major: number, exponent: number): bigint {
  const pow = POW10[exponent]
  if (pow !== undefined) {
    const scaled = Math.round(major * pow)
    if (Number.isSafeInteger(scaled) && scaled / pow === major) return BigInt(scaled)
  }
  const d = parseDecimal(major)
  return d ? rescale(d, exponent) : 0n
}

/** Exact sum of minor units. */
export function sumMinor(values: Iterable<bigint>): bigint {
  let total = 0n
  for (const v of values) total += v
  return total
}

/** Exact sum of major-unit numbers in a currency: sumMajor([0.1, 0.2], 2) === 0.3. */
export function sumMajor(values: Iterable<number>, exponent: number): number {
  let total = 0n
  for (const v of values) total += toMinor(v, exponent)
  return toMajor(total, exponent)
}

/** unit price (minor) x quantity (any decimal), rounded half away from zero to minor units. */
export function multiplyMinor(unitMinor: bigint, quantity: unknown): bigint | undefined {
  const q = parseDecimal(quantity)
  return q ? multiply({ units: unitMinor, scale: 0 }, q, 0) : undefined
}

/** Exponent for a currency code, DEFAULT_EXPONENT when unknown. */
export function exponentOf(currency: string | undefined): number {
  return currency ? (currencyExponent(currency) ?? DEFAULT_EXPONENT) : DEFAULT_EXPONENT
}

/** Fixed-point text with the full exponent: (129999n, 2) -> "1299.99". */
export function formatMinor(minor: bigint, exponent: number): string {
  const text = formatDecimal(minor, exponent)
  const [int, frac = ''] = text.split('.')
  return exponent > 0 ? `${int}.${frac.padEnd(exponent, '0')}` : (int as string)
}
