/**
 * A labelled corpus generated with @faker-js/faker (fixed seed, ten locales): positives of every
 * personal-data type the README measures (one value per case, inside realistic text or JSON) and
 * hard negatives (identifiers that look like personal data and are not). Generated in memory, so
 * the corpus is the same on every run for the locked faker version; `pnpm --filter @svc/pii eval
 * --faker` prints its table.
 *
 * Ground truth comes from faker and from the formats' own rules, never from the detectors:
 * faker's card numbers pass Luhn, its IBANs carry valid check digits, SSNs are drawn inside the
 * SSA's issued ranges, public IPv4 addresses avoid the reserved blocks, and phone numbers are
 * faker's numbers that the national numbering plan assigns (libphonenumber `isValid` in the
 * locale's region; faker also prints unassigned ones, which no validator should report).
 */
import {
  base,
  de,
  en,
  en_CA,
  en_GB,
  en_US,
  es,
  Faker,
  fr,
  it as italian,
  type LocaleDefinition,
  nl,
  pl,
  pt_BR,
} from '@faker-js/faker'
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { Case } from '../generate/positives.js'

export const SEED = 20261127

/** The locales measured: the ones whose addresses and names the README claims, plus Dutch, Brazilian and Polish. */
export const LOCALES: Readonly<Record<string, { locale: LocaleDefinition; region: CountryCode }>> = {
  en_US: { locale: en_US, region: 'US' },
  en_GB: { locale: en_GB, region: 'GB' },
  en_CA: { locale: en_CA, region: 'CA' },
  de: { locale: de, region: 'DE' },
  fr: { locale: fr, region: 'FR' },
  es: { locale: es, region: 'ES' },
  it: { locale: italian, region: 'IT' },
  nl: { locale: nl, region: 'NL' },
  pt_BR: { locale: pt_BR, region: 'BR' },
  pl: { locale: pl, region: 'PL' },
}

/** Locales whose street lines the README claims (US/UK/CA, German, French, Spanish, Italian). */
export const ADDRESS_LOCALES = ['en_US', 'en_GB', 'en_CA', 'de', 'fr', 'es', 'it']

/** Where a value sits; `value` when the labelled span is wider than the generated value. */
type Make = (f: Faker, value: string) => Omit<Case, 'id' | 'expect'> & { path?: string; value?: string }

const text =
  (template: (v: string, f: Faker) => string): Make =>
  (f, v) => ({ text: template(v, f) })

const keyed =
  (key: string, extra: (f: Faker) => Record<string, unknown> = () => ({})): Make =>
  (f, v) => ({ payload: { ...extra(f), [key]: v }, path: `$.${key}` })

function pick<T>(f: Faker, items: readonly T[]): T {
  return items[f.number.int({ min: 0, max: items.length - 1 })] as T
}

/** An SSN inside the SSA's issued ranges: area 001-899 except 666, group 01-99, serial 0001-9999. */
function ssn(f: Faker): string {
  let area = f.number.int({ min: 1, max: 899 })
  if (area === 666) area = 667
  const group = f.number.int({ min: 1, max: 99 })
  const serial = f.number.int({ min: 1, max: 9999 })
  return `${String(area).padStart(3, '0')}-${String(group).padStart(2, '0')}-${String(serial).padStart(4, '0')}`
}

function publicIpv4(f: Faker): string {
  for (;;) {
    const ip = f.internet.ipv4()
    const [a, b] = ip.split('.').map(Number) as [number, number]
    if (a === 0 || a === 127 || a >= 224 || (a === 169 && b === 254) || a === 10) continue
    if ((a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) continue
    return ip
  }
}

/** A phone number faker prints for the locale that its numbering plan assigns; the national form as printed. */
function phone(f: Faker, region: CountryCode): string {
  for (let tries = 0; tries < 200; tries++) {
    const style = pick(f, ['national', 'international', 'human'] as const)
    const printed = f.phone.number({ style }).replace(/\s*(x|ext\.?)\s*\d+$/i, '')
    const parsed = parsePhoneNumberFromString(printed, region)
    if (parsed?.isValid()) return printed
  }
  throw new Error(`no valid ${region} phone number in 200 tries`)
}

const CARD_ISSUERS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners_club'] as const

interface TypeSpec {
  type: string
  count: number
  value: (f: Faker, region: CountryCode) => string
  contexts: Make[]
  locales?: readonly string[]
}

const SPECS: readonly TypeSpec[] = [
  {
    type: 'email',
    count: 28,
    value: (f) => f.internet.email(),
    contexts: [
      text((v) => `2026-11-02T08:14:55Z INFO signup completed for ${v} plan=pro`),
      text((v) => `Please reach me at <${v}> after five.`),
      keyed('contactEmail', () => ({ id: 42 })),
      text((v) => `reply-to: ${v}`),
    ],
  },
  {
    type: 'phone',
    count: 28,
    value: (f, region) => phone(f, region),
    contexts: [
      text((v) => `Call me back on ${v} tomorrow.`),
      text((v) => `tel: ${v}`),
      keyed('phone', () => ({ name: 'mobile' })),
      text((v) => `Kontakt / contact: ${v}`),
    ],
  },
  {
    type: 'credit_card',
    count: 24,
    value: (f) => f.finance.creditCardNumber(pick(f, CARD_ISSUERS)),
    contexts: [
      text((v) => `paid with card ${v} yesterday`),
      keyed('cardNumber'),
      text((v) => `charge declined for ${v}`),
      text((v) => `cc=${v}&amount=12.50`),
    ],
  },
  {
    type: 'iban',
    count: 24,
    value: (f) => f.finance.iban({ formatted: f.datatype.boolean() }),
    contexts: [text((v) => `Please transfer the amount to ${v} by Friday.`), keyed('iban'), text((v) => `IBAN: ${v}`)],
  },
  {
    type: 'ssn',
    count: 16,
    value: (f) => ssn(f),
    contexts: [
      text((v) => `SSN ${v} on file`),
      keyed('ssn'),
      text((v) => `applicant social security number: ${v}`),
      text((v) => `verified ${v} against the W-2`),
    ],
  },
  {
    type: 'ip_address',
    count: 24,
    value: (f) => (f.datatype.boolean({ probability: 0.75 }) ? publicIpv4(f) : f.internet.ipv6()),
    contexts: [
      text((v) => `login from ${v} succeeded`),
      keyed('clientIp'),
      text((v) => `[access] ${v} - - "GET /index.html HTTP/1.1" 200`),
    ],
  },
  {
    type: 'person_name',
    count: 36,
    value: (f) => `${f.person.firstName()} ${f.person.lastName()}`,
    contexts: [
      text((v) => `Dear ${v},\nthank you for your order.`),
      text((v) => `Patient: ${v}, admitted this morning`),
      keyed('fullName'),
      text((v) => `Signed by ${v}`),
      text((v) => `The account holder ${v} called about the invoice.`),
      keyed('customerName', () => ({ tier: 'gold' })),
    ],
  },
  {
    type: 'postal_address',
    count: 36,
    locales: ADDRESS_LOCALES,
    value: (f) => f.location.streetAddress(f.datatype.boolean({ probability: 0.3 })),
    contexts: [
      // The whole line is the address: a finding on its postcode and town is no false positive.
      (f, v) => {
        const line = `${v}, ${f.location.zipCode()} ${f.location.city()}`
        return { text: `Ship to: ${line}`, value: line }
      },
      keyed('address'),
      text((v) => `The parcel was left at ${v} this morning.`),
      text((v) => `Address: ${v}`),
      (f, v) => ({ payload: { shipping: { street: v, city: f.location.city() } }, path: '$.shipping.street' }),
    ],
  },
]

function luhnFails(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 !== 0
}

/** Hard negatives: what logs and records hold that looks like personal data and is not. */
const NEGATIVES: readonly [string, (f: Faker) => Omit<Case, 'id' | 'expect'>][] = [
  ['uuid', (f) => ({ text: `request ${f.string.uuid()} completed in ${f.number.int(900)} ms` })],
  [
    'uuid-key',
    (f) => ({ payload: { id: f.string.uuid(), traceId: f.string.hexadecimal({ length: 32, prefix: '' }) } }),
  ],
  ['git-sha', (f) => ({ text: `deployed commit ${f.git.commitSha()} to production` })],
  ['sha256', (f) => ({ text: `sha256:${f.string.hexadecimal({ length: 64, prefix: '', casing: 'lower' })}` })],
  ['semver', (f) => ({ text: `upgraded ${f.system.fileName()} to ${f.system.semver()}` })],
  [
    'four-part-version',
    (f) => ({ text: `version ${f.number.int(9)}.${f.number.int(20)}.${f.number.int(300)}.${f.number.int(9999)}` }),
  ],
  ['order-number', (f) => ({ text: `Order #${f.string.numeric(10)} shipped` })],
  ['order-number-json', (f) => ({ payload: { orderId: f.string.numeric(12), total: f.commerce.price() } })],
  ['iso-timestamp', (f) => ({ text: `${f.date.recent().toISOString()} INFO job finished` })],
  ['epoch-ms', (f) => ({ text: `ts=${f.date.past().getTime()} level=info` })],
  [
    'card-like-luhn-fail',
    (f) => {
      for (;;) {
        const digits = `4${f.string.numeric(15)}`
        if (luhnFails(digits)) return { text: `ref ${digits.replace(/(\d{4})(?=\d)/g, '$1 ')} pending` }
      }
    },
  ],
  [
    'card-like-luhn-fail-run',
    (f) => {
      for (;;) {
        const digits = `5${f.number.int({ min: 1, max: 5 })}${f.string.numeric(14)}`
        if (luhnFails(digits)) return { text: `tracking ${digits}` }
      }
    },
  ],
  ['isbn', (f) => ({ text: `ISBN ${f.commerce.isbn()} in stock` })],
  ['isbn-13', (f) => ({ text: `isbn13=${f.commerce.isbn({ variant: 13, separator: '' })}` })],
  [
    'product-code',
    (f) => ({
      text: `SKU ${f.string.alphanumeric({ length: 3, casing: 'upper' })}-${f.string.numeric(5)}-${f.string.numeric(2)}`,
    }),
  ],
  ['product-name', (f) => ({ payload: { name: f.commerce.productName(), price: f.commerce.price() } })],
  [
    'batch-code',
    (f) => ({ text: `batch ${f.string.numeric(4)} ${f.string.numeric(4)} ${f.string.numeric(4)} released` }),
  ],
  ['batch-code-plain', (f) => ({ text: `Lot: ${f.string.numeric(4)} ${f.string.numeric(4)} ${f.string.numeric(4)}` })],
  [
    'iban-bad-check',
    (f) => {
      const iban = f.finance.iban()
      const check = (Number(iban.slice(2, 4)) + 1) % 100
      return { text: `account ${iban.slice(0, 2)}${String(check).padStart(2, '0')}${iban.slice(4)}` }
    },
  ],
  [
    'ssn-invalid-area',
    (f) => ({ text: `case ${pick(f, ['000', '666', '900', '987'])}-${f.string.numeric(2)}-${f.string.numeric(4)}` }),
  ],
  ['lorem', (f) => ({ text: f.lorem.sentence() })],
  ['company', (f) => ({ text: `Supplier: ${f.company.name()} (${f.company.buzzNoun()})` })],
  ['coordinates', (f) => ({ text: `at ${f.location.latitude()}, ${f.location.longitude()}` })],
  ['price', (f) => ({ text: `total ${f.finance.amount()} ${f.finance.currencyCode()}` })],
  ['hex-color', (f) => ({ text: `color: ${f.color.rgb()}` })],
  [
    'mac-like-serial',
    (f) => ({ text: `build ${f.date.recent().getFullYear()}.${f.string.numeric(4)}.${f.string.numeric(3)}` }),
  ],
  ['jwt-like', (f) => ({ text: `eyJ${f.string.alphanumeric(20)}.${f.string.alphanumeric(30)}.sig` })],
  ['file-path', (f) => ({ text: `open ${f.system.filePath()} failed` })],
  ['user-agent', (f) => ({ text: f.internet.userAgent() })],
  [
    'http-status',
    (f) => ({
      text: `${f.internet.httpMethod()} /api/v1/items/${f.number.int(99999)} ${f.internet.httpStatusCode()} ${f.number.int(999)}ms`,
    }),
  ],
]

export function fakerCorpus(seed = SEED): { positives: Case[]; negatives: Case[] } {
  const positives: Case[] = []
  const negatives: Case[] = []
  for (const [name, { locale, region }] of Object.entries(LOCALES)) {
    const f = new Faker({ locale: [locale, en, base] })
    f.seed(seed)
    for (const spec of SPECS) {
      if (spec.locales && !spec.locales.includes(name)) continue
      for (let i = 0; i < spec.count; i++) {
        const value = spec.value(f, region)
        const made = (spec.contexts[i % spec.contexts.length] as Make)(f, value)
        const { path, value: labelled, ...where } = made
        positives.push({
          id: `faker-${name}-${spec.type}-${i}`,
          ...where,
          expect: [{ type: spec.type, value: labelled ?? value, ...(path ? { path } : {}) }],
          note: name,
          region,
        })
      }
    }
    for (const [kind, make] of NEGATIVES) {
      for (let i = 0; i < 7; i++)
        negatives.push({ id: `faker-${name}-neg-${kind}-${i}`, ...make(f), expect: [], note: name, region })
    }
  }
  return { positives, negatives }
}
