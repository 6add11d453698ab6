/**
 * Hard negatives: identifiers that look like PII to a naive pattern. Order numbers that fail Luhn,
 * UUIDs, versions, timestamps, git SHAs, hashes, request ids, invalid SSNs and IBANs, JWT look-alikes,
 * published test card numbers (found, but only as `testData`), dates far from any birth word.
 */
import { ALNUM, HEX, type Rng } from './random.js'
import { value } from './values.js'

export interface NegativeMaker {
  note: string
  make(r: Rng): string | { payload: unknown }
}

function failingLuhn(r: Rng): string {
  const card = value.card(r)
  const last = Number(card.slice(-1))
  return card.slice(0, -1) + String((last + r.int(1, 9)) % 10)
}

const uuid = (r: Rng) =>
  `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-a${r.chars(3, HEX)}-${r.chars(12, HEX)}`
const TEST_CARDS = [
  '4242424242424242',
  '4111 1111 1111 1111',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '4000 0566 5566 5556',
  '5105-1051-0510-5100',
]

export const NEGATIVES: NegativeMaker[] = [
  { note: 'order number failing Luhn', make: (r) => `Order #${failingLuhn(r)} shipped via UPS` },
  { note: 'card-like number failing Luhn in a log', make: (r) => `processed batch ${failingLuhn(r)} in 41ms` },
  { note: 'UUID', make: (r) => `request_id=${uuid(r)} status=200` },
  { note: 'UUID in JSON', make: (r) => ({ payload: { id: uuid(r), parentId: uuid(r) } }) },
  {
    note: 'version string',
    make: (r) => `upgraded api-gateway to v${r.int(1, 12)}.${r.int(0, 40)}.${r.int(0, 99)}.${r.int(0, 999)}`,
  },
  { note: 'dotted build number', make: (r) => `Windows build 10.0.${r.int(10000, 22999)}.${r.int(1, 3000)} detected` },
  {
    note: 'ISO timestamp',
    make: (r) =>
      `2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.digits(3)}Z job finished`,
  },
  { note: 'epoch millis', make: (r) => `ts=${1_700_000_000_000 + r.int(0, 99_999_999)} level=info msg="cache warm"` },
  { note: 'git SHA', make: (r) => `deployed commit ${r.chars(40, HEX)} to production` },
  { note: 'short SHA and PR', make: (r) => `Merge ${r.chars(7, HEX)} (#${r.int(100, 9999)})` },
  { note: 'sha256 hash', make: (r) => `sha256:${r.chars(64, HEX)}` },
  { note: 'md5 checksum', make: (r) => `md5sum ${r.chars(32, HEX)}  release.tar.gz` },
  { note: 'request id', make: (r) => `X-Request-Id: req_${r.chars(24, ALNUM)}` },
  { note: 'trace id', make: (r) => `traceparent: 00-${r.chars(32, HEX)}-${r.chars(16, HEX)}-01` },
  { note: 'published test card number', make: (r) => `Use ${r.pick(TEST_CARDS)} in the sandbox checkout` },
  {
    note: 'invalid SSN area 000/666/9xx',
    make: (r) => `ref ${r.pick(['000', '666', String(r.int(900, 999))])}-${r.digits(2)}-${r.digits(4)}`,
  },
  {
    note: 'IBAN with a wrong check digit',
    make: (r) => {
      const i = value.iban(r, false)
      return `account ${i.slice(0, 2)}${String((Number(i.slice(2, 4)) + 1) % 97).padStart(2, '0')}${i.slice(4)}`
    },
  },
  { note: 'nine digits without routing context', make: (r) => `invoice 0${r.digits(8)} paid` },
  {
    note: 'JWT look-alike without alg',
    make: (r) => `eyJ${r.chars(20, ALNUM)}.${r.chars(30, ALNUM)}.${r.chars(20, ALNUM)}`,
  },
  { note: 'AKIA-like wrong length', make: (r) => `AKIA${r.chars(12, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')} rotated` },
  {
    note: 'date that is not a birth date',
    make: (r) =>
      `invoice due 2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}, created 03/04/2025`,
  },
  {
    note: 'durations, sizes and prices',
    make: (r) => `took ${r.int(1, 900)}ms size=${r.int(1, 9999)}KB total=$${r.int(1, 999)}.${r.digits(2)}`,
  },
  {
    note: 'k8s pod and image digest',
    make: (r) =>
      `pod checkout-${r.chars(10, 'abcdefghijklmnopqrstuvwxyz0123456789')}-${r.chars(5, 'abcdefghijklmnopqrstuvwxyz0123456789')} image@sha256:${r.chars(64, HEX)}`,
  },
  { note: 'phone-like numbers that are not phones', make: (r) => `SKU 123-456-${r.digits(4)} qty ${r.int(1, 9)}` },
  { note: 'hex color and CSS', make: (r) => `color: #${r.chars(6, HEX)}; margin: 0 ${r.int(1, 20)}px` },
  { note: 'base64 blob without a secret word', make: (r) => `attachment=${r.chars(48, `${ALNUM}+/`)}==` },
  {
    note: 'token count, not a token',
    make: (r) => ({ payload: { tokenCount: r.int(100, 99999), nextPageToken: r.chars(24, ALNUM), model: 'x-large' } }),
  },
  {
    note: 'semver range and node version',
    make: (r) => `engines node >=${r.int(14, 22)}.${r.int(0, 9)}.0 npm ${r.int(6, 10)}.${r.int(0, 9)}.${r.int(0, 9)}`,
  },
  { note: 'MAC-like time', make: (r) => `elapsed 00:${r.int(10, 59)}:${r.int(10, 59)}.${r.digits(3)}` },
  {
    note: 'loopback and unspecified addresses',
    make: (r) => `listening on ${r.pick(['127.0.0.1', '0.0.0.0', '[::1]', '[::]'])}:${r.int(1024, 65535)}`,
  },
  { note: 'Stripe publishable key (public by design)', make: (r) => `pk_live_${r.chars(24, ALNUM)}` },
  { note: 'password field with a placeholder', make: () => ({ payload: { username: 'admin', password: '********' } }) },
  {
    note: 'password policy member',
    make: (r) => ({ payload: { passwordMinLength: r.int(8, 16), passwordExpiresIn: '90d' } }),
  },
  {
    note: 'generic name key holding a product',
    make: (r) => ({
      payload: { name: r.pick(['checkout-service', 'Blue Widget 2000', 'ACME Corp', 'prod-eu-west-1']) },
    }),
  },
  {
    note: 'capitalised words without a name cue',
    make: (r) => `Deployment Succeeded In ${r.pick(['Frankfurt', 'Oregon', 'Tokyo'])} Region`,
  },
  { note: 'street-like text without a number', make: () => 'Main Street branch closed for the holiday' },
  { note: 'connection string without a password', make: (r) => `postgres://app@db.internal:${r.int(5000, 6000)}/shop` },
  {
    note: 'connection string with a placeholder password',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell-style placeholder is the point of this case
    make: () => 'mysql://root:${DB_PASSWORD}@localhost:3306/app',
  },
  { note: 'low-entropy value after a secret word', make: () => 'secret_name=payments-prod-database-credentials' },
  { note: 'tracking number', make: (r) => `tracking 1Z${r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}` },
]
