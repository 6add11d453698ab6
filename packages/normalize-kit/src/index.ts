/** @svc/normalize-kit: framework-free (no fastify, no zod). Routes: `@svc/normalize-kit/route`; worker pool: `/pool`; tests: `/testing`. */
export {
  type Adapter,
  type AdapterDefinition,
  type AdapterKind,
  type AdapterSource,
  type AnyAdapter,
  defineAdapter,
  locate,
  type Rooted,
} from './adapter.js'
export { type Address, toAddress } from './addresses.js'
export { type BatchFailure, type BatchOptions, type BatchOutcome, type BatchResult, normalizeBatch } from './batch.js'
export { codeTable } from './code-table.js'
export { CONFIDENCE, type ConfidenceInput, type ConfidenceTable, missingFields, scoreConfidence } from './confidence.js'
export {
  type ContextOptions,
  createContext,
  DATE_PROBLEMS,
  type MoneyReader,
  type NormalizeContext,
} from './context.js'
export { countryName, toCountryCode } from './countries.js'
export { type Currency, currencyExponent, findCurrency, listCurrencies, toCurrencyCode } from './currencies.js'
export { CURRENCY_SYMBOLS, type CurrencySymbol } from './currency-symbols.js'
export {
  type AmountText,
  type CurrencyHints,
  type CurrencyInText,
  type CurrencyResolution,
  currencyInText,
  readAmountText,
  readNumberText,
} from './currency-text.js'
export { type DateHint, type DateProblem, type IsoDate, toIsoUtc } from './dates.js'
export {
  addDecimal,
  type Decimal,
  exactNumber,
  formatDecimal,
  multiply,
  type ParsedDecimal,
  parseDecimal,
  rescale,
  toNumber,
} from './decimal.js'
export { GATE_SCORE, type PathChoice, type Signature, scoreSignature, signatureStrength } from './detect.js'
export { normalizeErrors, type SourceVocabulary } from './errors.js'
export { checkShape, DEFAULT_SHAPE_LIMITS, type ShapeLimits, type ShapeStats } from './guards.js'
export { getPath, hasPath, isPresent, isRecord, type Path, pick, pickArray, pickString } from './lookup.js'
export {
  DEFAULT_EXPONENT,
  EXACT_LIMIT,
  exactMajor,
  exponentOf,
  formatMinor,
  isExactLiteral,
  multiplyMajor,
  multiplyMinor,
  type ParsedAmount,
  parseMajor,
  parseMinor,
  quickMajor,
  sumMajor,
  sumMinor,
  toMajor,
  toMinor,
} from './money.js'
export { splitName, toName } from './names.js'
export { type Normalized, type NormalizeOptions, normalizeWith } from './pipeline.js'
export {
  type AdapterInfo,
  type Candidate,
  createRegistry,
  type Registry,
  type RegistryOptions,
  type Resolution,
} from './registry.js'
export { type SafeHtml, safeHtml } from './safe-html.js'
export { decodeEntities, htmlToText, plainText, textOf, tidyText } from './text.js'
export { vendorTable } from './vendor-table.js'
export {
  defineWarnings,
  KIT_WARNINGS,
  type KitWarningCode,
  type Warning,
  type WarningCatalog,
  type WarningInfo,
} from './warnings.js'
export {
  abbreviationMeaning,
  MAX_OFFSET_MINUTES,
  readOffset,
  readZone,
  type WallTime,
  wallToInstant,
  ZONE_ABBREVIATIONS,
  type ZonedInstant,
  type ZoneHint,
  type ZoneMeaning,
  type ZoneReading,
} from './zones.js'
