/**
 * Payment card issuers by IIN prefix and the lengths each issues (ISO/IEC 7812, issuer
 * documentation), and the published test numbers of Stripe, Braintree, Adyen and PayPal sandboxes.
 */
export interface Issuer {
  name: string
  lengths: readonly number[]
  matches(digits: string): boolean
}

const range = (digits: string, size: number, low: number, high: number) => {
  const n = Number(digits.slice(0, size))
  return n >= low && n <= high
}

export const ISSUERS: readonly Issuer[] = [
  { name: 'amex', lengths: [15], matches: (d) => d.startsWith('34') || d.startsWith('37') },
  { name: 'visa', lengths: [13, 16, 19], matches: (d) => d.startsWith('4') },
  { name: 'mastercard', lengths: [16], matches: (d) => range(d, 2, 51, 55) || range(d, 4, 2221, 2720) },
  {
    name: 'discover',
    lengths: [16, 19],
    matches: (d) => d.startsWith('6011') || d.startsWith('65') || range(d, 3, 644, 649) || range(d, 6, 622126, 622925),
  },
  { name: 'jcb', lengths: [16, 17, 18, 19], matches: (d) => range(d, 4, 3528, 3589) },
  {
    name: 'diners',
    lengths: [14, 16, 19],
    matches: (d) => d.startsWith('36') || range(d, 3, 300, 305) || d.startsWith('38'),
  },
  { name: 'unionpay', lengths: [16, 17, 18, 19], matches: (d) => d.startsWith('62') },
  {
    name: 'maestro',
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    matches: (d) => /^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(d),
  },
]

export function findIssuer(digits: string): Issuer | undefined {
  return ISSUERS.find((issuer) => issuer.matches(digits) && issuer.lengths.includes(digits.length))
}

export const TEST_CARD_NUMBERS: ReadonlySet<string> = new Set([
  '4242424242424242',
  '4000056655665556',
  '4111111111111111',
  '4012888888881881',
  '4222222222222',
  '4000000000000002',
  '4000000000009995',
  '4000000000000077',
  '5555555555554444',
  '5200828282828210',
  '5105105105105100',
  '2223003122003222',
  '2223000048400011',
  '378282246310005',
  '371449635398431',
  '378734493671000',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '30569309025904',
  '38520000023237',
  '3566002020360505',
  '3530111333300000',
  '6200000000000005',
  '6759649826438453',
])
