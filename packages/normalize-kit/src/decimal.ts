/**
 * Exact decimals as `{ units: bigint, scale }` (value = units / 10^scale), the arithmetic under money
 * and quantities. Parsing reads the text a human or a vendor wrote (`1,299.99`, `1.299,99`, `(12.50)`,
 * `1'299.99`, `12.50-`, `1e-3`), never through a float, and says when the separator was a guess.
 */

export interface Decimal {
  units: bigint
  scale: number
}

export interface ParsedDecimal extends Decimal {
  /** `1,299` (one comma, three digits): read as thousands, but `1.299` in much of Europe. */
  ambiguous: boolean
}

const PLAIN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

function fromPlain(text: string): Decimal | undefined {
  const m = PLAIN.exec(text)
  if (!m || (!m[2] && !m[3])) return undefined
  const int = m[2] ?? ''
  const frac = m[3] ?? ''
  const exp = Number(m[4] ?? 0)
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return undefined
  let units = BigInt(`${int}${frac}` || '0')
  let scale = frac.length - exp
  if (scale < 0) {
    units *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { units: m[1] === '-' ? -units : units, scale }
}

/** Which of `,` `.` is the decimal separator in `body` (digits and separators only). */
function decimalSeparator(body: string): { sep: string | undefined; ambiguous: boolean } {
  const lastComma = body.lastIndexOf(',')
  const lastDot = body.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) return { sep: lastComma > lastDot ? ',' : '.', ambiguous: false }
  const sep = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : undefined
  if (!sep) return { sep: undefined, ambiguous: false }
  const count = body.split(sep).length - 1
  if (count > 1) return { sep: undefined, ambiguous: false }
  if (sep === '.') return { sep: '.', ambiguous: false }
  const [before = '', after = ''] = body.split(',')
  if (after.length === 3 && before.length >= 1 && before.length <= 3) return { sep: undefined, ambiguous: true }
  return { sep: ',', ambiguous: false }
}

/** Parses a number or a human-written amount string; undefined when it holds no number. */
export function parseDecimal(value: unknown): ParsedDecimal | undefined {
  if (typeof value === 'bigint') return { units: value, scale: 0, ambiguous: false }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    const plain = fromPlain(String(value))
    return plain && { ...plain, ambiguous: false }
  }
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text.length === 0 || text.length > 64) return undefined
  const plain = fromPlain(text)
  if (plain) return { ...plain, ambiguous: false }
  const bare = text
    .replace(/^(?:[A-Z]{1,3}\$|[A-Z]{3}(?=[\s\d(+\-−]))\s*|\s*[A-Z]{3}$/g, '')
    .replace(/[$€£¥₹₩₽₺₪₫฿₱₦₴]|zł|Kč/gu, '')
  if (!/^[\d\s.,'’\u00a0\u202f()+\-−–]+$/u.test(bare) || !/\d/.test(bare)) return undefined
  const negative = /^\(.*\)$/.test(bare.trim()) || /^\s*[-−–]/.test(bare) || /[-−–]\s*$/.test(bare)
  const body = bare.replace(/[^\d.,]/g, '')
  const { sep, ambiguous } = decimalSeparator(body)
  const [int = '', frac = ''] = sep ? body.split(sep) : [body.replace(/[.,]/g, '')]
  const parsed = fromPlain(`${negative ? '-' : ''}${int.replace(/[.,]/g, '')}.${frac}`)
  return parsed && { ...parsed, ambiguous }
}

/** Rescales to `scale` digits, rounding half away from zero (commercial rounding). */
export function rescale(d: Decimal, scale: number): bigint {
  if (d.scale === scale) return d.units
  if (d.scale < scale) return d.units * 10n ** BigInt(scale - d.scale)
  const divisor = 10n ** BigInt(d.scale - scale)
  const q = d.units / divisor
  const r = d.units % divisor
  const twice = (r < 0n ? -r : r) * 2n
  if (twice >= divisor) return d.units < 0n ? q - 1n : q + 1n
  return q
}

/** `units / 10^scale` as the shortest decimal text: (12345n, 2) -> "123.45", (-5n, 3) -> "-0.005". */
export function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const int = digits.slice(0, digits.length - scale)
  const frac = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
}

/** The JSON number for an exact decimal (the double nearest to it, so 0.3 prints as 0.3). */
export function toNumber(units: bigint, scale: number): number {
  return Number(formatDecimal(units, scale))
}

/** Exact product rounded to `scale` digits: 19.99 x 1.5 at scale 2 = 29.99 (29.985 half-up). */
export function multiply(a: Decimal, b: Decimal, scale: number): bigint {
  return rescale({ units: a.units * b.units, scale: a.scale + b.scale }, scale)
}

/** Exact sum: 0.1 + 0.2 = 0.3 at the larger scale of the two. */
export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale)
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale }
}

/**
 * The JSON number that is exactly `d` (its shortest text is `d`'s digits), or undefined when no double
 * is: a double carries 15 significant decimal digits exactly (DBL_DIG), and beyond that only the values
 * that happen to fall on one (`1e20`). Canonical records carry numbers, so an amount that fails here is
 * refused rather than changed.
 */
export function exactNumber(d: Decimal): number | undefined {
  const n = toNumber(d.units, d.scale)
  if (!Number.isFinite(n)) return undefined
  const back = parseDecimal(n)
  if (!back) return undefined
  const scale = Math.max(back.scale, d.scale)
  return rescale(back, scale) === rescale(d, scale) ? n : undefined
}
