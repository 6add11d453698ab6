/**
 * The one helper facade an adapter's `normalize(payload, ctx)` gets, so adapters never parse money,
 * dates or codes themselves (karrio's `lib`): amounts, dates, code tables, lists, addresses and names,
 * each of which records a warning with a stable code instead of throwing. Pure: no clock, no I/O.
 */
import { type Address, toAddress } from './addresses.js'
import { toCurrencyCode } from './currencies.js'
import { type DateHint, type DateProblem, toIsoUtc } from './dates.js'
import { addDecimal, type Decimal, exactNumber, parseDecimal, rescale } from './decimal.js'
import { exactMajor, exponentOf, isExactLiteral, quickMajor } from './money.js'
import { toName } from './names.js'
import type { Warning } from './warnings.js'

/** Reads amounts of one currency; call it with a vendor value, get a major-unit number or undefined. */
export interface MoneyReader {
  (value: unknown, field?: string): number | undefined
  /**
   * A per-unit amount (unit price, rate) kept at the precision the vendor gave, not rounded to the
   * currency: Stripe `unit_amount_decimal` "33.5" usd -> 0.335. Line totals derived from it round once.
   */
  unit(value: unknown, field?: string): number | undefined
  /** The exact sum of several amounts, rounded once; undefined for no list or when a present member is unreadable or refused; absent members skipped. */
  sum(values: readonly unknown[] | undefined | null, field?: string): number | undefined
  /** An amount times a plain decimal factor (a quantity, `"1500e-3"`), exact, rounded once. */
  times(value: unknown, factor: unknown, field?: string): number | undefined
  /** The ISO 4217 code, undefined when the payload had none (CURRENCY_MISSING was recorded). */
  readonly currency: string | undefined
  readonly exponent: number
}

export interface ContextOptions {
  /** Longest list `ctx.list` maps (the rest is dropped with LIST_TRUNCATED). */
  maxListItems?: number
  /** Day-first reading for slash dates (`03/04/2024` = 3 April) for vendors that write them that way. */
  dayFirst?: boolean
}

export interface NormalizeContext {
  warn(code: string, message: string, field?: string): void
  readonly warnings: readonly Warning[]
  /** Amounts in integer minor units of `currency` (Stripe, Adyen, Square): 10000 -> 100 (USD). */
  minorUnits(currency: unknown, field?: string): MoneyReader
  /** Amounts already in major units (`"1,299.99"`, 1299.99), rounded to the currency's exponent. */
  major(currency: unknown, field?: string): MoneyReader
  /** ISO 8601 UTC (or `YYYY-MM-DD` for a calendar date); warns AMBIGUOUS_DATE / INVALID_DATE / TIMEZONE_ASSUMED. */
  date(value: unknown, hint?: DateHint, field?: string): string | undefined
  /** Maps a vendor code through a table (case-insensitive); an unknown present code warns UNKNOWN_CODE. */
  code<T extends string>(table: Readonly<Record<string, T>>, value: unknown, field?: string): T | undefined
  /** Maps each object element of a list (non-objects skipped); longer lists are truncated with a warning. */
  list<T, R>(items: unknown, map: (item: T, index: number) => R | undefined, field?: string): R[]
  address(value: unknown, field?: string): Address | undefined
  name(value: unknown): string | undefined
  /** A trimmed string (numbers stringified), or undefined. */
  text(value: unknown): string | undefined
  /** A plain number from a number or numeric string (quantities, rates) at the precision given, or undefined. */
  number(value: unknown, field?: string): number | undefined
}

/** INVALID_DATE messages by reason (they never quote the value). */
export const DATE_PROBLEMS: Readonly<Record<DateProblem | 'unreadable', string>> = {
  unreadable: 'A date field is not a readable date; it was left out.',
  leap_second:
    'A date field holds a leap second (:60), which has no instant in UTC as computers count it; it was left out.',
  offset_out_of_range: 'A date field has a UTC offset beyond ±18:00 or with minutes above 59; it was left out.',
  epoch_out_of_range:
    'A date field holds an epoch count beyond the year 5138 in seconds and in milliseconds; it was left out.',
  year_out_of_range: 'A date field falls outside the years 0001-9999; it was left out.',
}

function currencyOf(ctx: NormalizeContext, value: unknown, field: string): string | undefined {
  const code = toCurrencyCode(value)
  if (code) return code
  if (value === undefined || value === null || value === '')
    ctx.warn('CURRENCY_MISSING', 'The payload names no currency; amounts were read with 2 decimals.', field)
  else ctx.warn('CURRENCY_UNKNOWN', 'The currency is not an ISO 4217 code; amounts were read with 2 decimals.', field)
  return undefined
}

function reader(ctx: NormalizeContext, currency: string | undefined, minorUnits: boolean): MoneyReader {
  const exponent = exponentOf(currency)
  /** The amount in major units, exactly as the vendor gave it (no rounding yet); warns and returns undefined otherwise. */
  const exact = (value: unknown, field: string | undefined): Decimal | undefined => {
    if (value === undefined || value === null || value === '') return undefined
    // Whole numbers below the exact limit (minor-unit vendors' usual values) skip the text round trip.
    if (typeof value === 'number' && Number.isInteger(value) && isExactLiteral(value, minorUnits ? 0 : exponent))
      return { units: BigInt(value), scale: minorUnits ? exponent : 0 }
    if (typeof value === 'number' && !isExactLiteral(value, minorUnits ? 0 : exponent)) {
      ctx.warn(
        'AMOUNT_PRECISION_LOST',
        'An amount sent as a JSON number has more digits than a number keeps exactly; it was left out. Send it as a decimal string.',
        field,
      )
      return undefined
    }
    const d = parseDecimal(value)
    if (!d) {
      ctx.warn('AMOUNT_UNREADABLE', 'An amount is not a number; it was left out.', field)
      return undefined
    }
    if (d.ambiguous)
      ctx.warn('AMBIGUOUS_AMOUNT', 'An amount used a separator that could be a decimal or a thousands mark.', field)
    return minorUnits ? { units: d.units, scale: d.scale + exponent } : { units: d.units, scale: d.scale }
  }
  /** Rounds once to the currency, warning AMOUNT_ROUNDED, and refuses what no JSON number carries. */
  const settle = (d: Decimal, field: string | undefined): number | undefined => {
    const minor = rescale(d, exponent)
    if (d.scale > exponent && minor * 10n ** BigInt(d.scale - exponent) !== d.units)
      ctx.warn(
        'AMOUNT_ROUNDED',
        minorUnits
          ? 'A minor-unit amount had decimals; it was rounded to a whole unit.'
          : `An amount had more than ${exponent} decimals; it was rounded.`,
        field,
      )
    return major(exactMajor(minor, exponent), field)
  }
  const major = (value: number | undefined, field: string | undefined) => {
    if (value === undefined)
      ctx.warn(
        'AMOUNT_NOT_REPRESENTABLE',
        'An amount needs more significant digits than a JSON number carries exactly; it was left out rather than changed.',
        field,
      )
    return value
  }
  const read = (value: unknown, field?: string) => {
    if (value === undefined || value === null || value === '') return undefined
    const quick = quickMajor(value, exponent, minorUnits)
    if (quick !== undefined) return quick
    const d = exact(value, field)
    return d && settle(d, field)
  }
  const unit = (value: unknown, field?: string) => {
    if (!minorUnits && typeof value === 'number' && isExactLiteral(value, exponent)) return value
    const d = exact(value, field)
    return d && major(exactNumber(d), field)
  }
  const sum = (values: readonly unknown[] | undefined | null, field?: string) => {
    if (!Array.isArray(values)) return undefined
    let total: Decimal = { units: 0n, scale: 0 }
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue
      const d = exact(value, field)
      // A sum with a part left out (unreadable, refused) is not the sum: it is left out too.
      if (!d) return undefined
      total = addDecimal(total, d)
    }
    return settle(total, field)
  }
  const times = (value: unknown, factor: unknown, field?: string) => {
    const d = exact(value, field)
    if (!d) return undefined
    const f = parseDecimal(factor)
    if (!f) {
      ctx.warn('AMOUNT_UNREADABLE', 'A quantity or factor is not a number; the amount was left out.', field)
      return undefined
    }
    return settle({ units: d.units * f.units, scale: d.scale + f.scale }, field)
  }
  return Object.assign(read, { unit, sum, times, currency, exponent })
}

/** A fresh context for one record. */
export function createContext(options: ContextOptions = {}): NormalizeContext {
  const warnings: Warning[] = []
  const seen = new Set<string>()
  const maxListItems = options.maxListItems ?? 10_000
  const ctx: NormalizeContext = {
    warnings,
    warn(code, message, field) {
      const key = `${code}\u0000${field ?? ''}`
      if (seen.has(key)) return
      seen.add(key)
      warnings.push(field === undefined ? { code, message } : { code, message, field })
    },
    minorUnits: (currency, field = 'currency') => reader(ctx, currencyOf(ctx, currency, field), true),
    major: (currency, field = 'currency') => reader(ctx, currencyOf(ctx, currency, field), false),
    date(value, hint, field) {
      if (value === undefined || value === null || value === '') return undefined
      const d = toIsoUtc(value, hint ?? (options.dayFirst ? 'dmy' : undefined))
      if (!d.iso) ctx.warn('INVALID_DATE', DATE_PROBLEMS[d.problem ?? 'unreadable'], field)
      else if (d.unitCorrected)
        ctx.warn(
          'EPOCH_UNIT_CORRECTED',
          d.unitCorrected === 'epoch_ms'
            ? 'An epoch field in seconds held a count only milliseconds make plausible; it was read as milliseconds.'
            : 'An epoch field in milliseconds held a count only seconds make plausible; it was read as seconds.',
          field,
        )
      else if (d.ambiguous) ctx.warn('AMBIGUOUS_DATE', 'Day and month could be swapped; read month-first.', field)
      else if (d.zoneAssumed) ctx.warn('TIMEZONE_ASSUMED', 'A time without a zone was read as UTC.', field)
      else if (d.zoneAbbreviation)
        ctx.warn(
          'ZONE_ABBREVIATION_ASSUMED',
          `The zone abbreviation ${d.zoneAbbreviation} was read with its default meaning.`,
          field,
        )
      return d.iso
    },
    code(table, value, field) {
      if (value === undefined || value === null || value === '') return undefined
      const text = String(value).trim()
      const found = table[text] ?? table[text.toLowerCase()]
      if (found === undefined)
        ctx.warn('UNKNOWN_CODE', 'A vendor code is not in the mapping table; the field was left out.', field)
      return found
    },
    list<T, R>(items: unknown, map: (item: T, index: number) => R | undefined, field?: string): R[] {
      if (!Array.isArray(items)) return []
      if (items.length > maxListItems)
        ctx.warn('LIST_TRUNCATED', `Only the first ${maxListItems} items were kept.`, field)
      const out: R[] = []
      const n = Math.min(items.length, maxListItems)
      for (let i = 0; i < n; i++) {
        const item: unknown = items[i]
        if (item === null || typeof item !== 'object') continue
        const mapped = map(item as T, i)
        if (mapped !== undefined) out.push(mapped)
      }
      return out
    },
    address(value, field) {
      const address = toAddress(value)
      if (address?.countryRaw) ctx.warn('COUNTRY_UNKNOWN', 'A country could not be mapped to ISO 3166-1.', field)
      return address
    },
    name: (value) => toName(value),
    text(value) {
      if (typeof value === 'string') return value.trim() || undefined
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
    },
    number(value, field) {
      if (value === undefined || value === null || value === '') return undefined
      if (typeof value === 'number' && Number.isFinite(value)) return value
      // Kept at the precision given (a quantity of 0.3333333 stays that): products built on it round once, at the end.
      const d = parseDecimal(value)
      if (!d) {
        ctx.warn('AMOUNT_UNREADABLE', 'A number field is not a number; it was left out.', field)
        return undefined
      }
      const n = exactNumber(d)
      if (n === undefined)
        ctx.warn(
          'AMOUNT_NOT_REPRESENTABLE',
          'A number field needs more significant digits than a JSON number carries exactly; it was left out rather than changed.',
          field,
        )
      return n
    },
  }
  return ctx
}
