/**
 * The one currency-symbol table: what each printed symbol or currency word may name. `ambiguous` marks
 * the symbols that do not decide a currency alone (`$`, `¥`, `kr`, `R`, `Rs.`, `dollars`); how a hint
 * settles them is in currency-text.ts. `toCurrencyCode` accepts the unambiguous symbols only.
 */
export interface CurrencySymbol {
  /** As printed: `€`, `US$`, `kr`, `Rs.`; `word` entries are matched case-insensitively as whole words. */
  symbol: string
  /** The ISO 4217 codes it may name; the first is not a default, only an order. */
  codes: readonly string[]
  /** True when the symbol alone does not decide the currency (several candidates, or a bare letter). */
  ambiguous: boolean
  word?: boolean
}

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'ARS', 'CLP', 'COP', 'SGD', 'HKD', 'TWD']
const RUPEES = ['INR', 'PKR', 'LKR', 'NPR']
const KRONA = ['SEK', 'NOK', 'DKK', 'ISK']
const YEN_YUAN = ['JPY', 'CNY']

const one = (symbol: string, code: string, word = false): CurrencySymbol => ({
  symbol,
  codes: [code],
  ambiguous: false,
  ...(word ? { word } : {}),
})
const shared = (symbol: string, codes: string[], word = false): CurrencySymbol => ({
  symbol,
  codes,
  ambiguous: true,
  ...(word ? { word } : {}),
})

/** The table, in matching order: unambiguous before ambiguous, longer symbols before their suffixes. */
export const CURRENCY_SYMBOLS: readonly CurrencySymbol[] = [
  one('US$', 'USD'),
  one('CA$', 'CAD'),
  one('C$', 'CAD'),
  one('AU$', 'AUD'),
  one('A$', 'AUD'),
  one('NZ$', 'NZD'),
  one('HK$', 'HKD'),
  one('SG$', 'SGD'),
  one('S$', 'SGD'),
  one('MX$', 'MXN'),
  one('NT$', 'TWD'),
  one('R$', 'BRL'),
  one('CN¥', 'CNY'),
  one('RMB', 'CNY'),
  one('元', 'CNY'),
  one('円', 'JPY'),
  one('€', 'EUR'),
  one('£', 'GBP'),
  one('₹', 'INR'),
  one('₩', 'KRW'),
  one('₽', 'RUB'),
  one('₺', 'TRY'),
  one('₪', 'ILS'),
  one('₫', 'VND'),
  one('฿', 'THB'),
  one('₱', 'PHP'),
  one('₦', 'NGN'),
  one('₴', 'UAH'),
  one('₡', 'CRC'),
  one('₸', 'KZT'),
  one('₾', 'GEL'),
  one('₼', 'AZN'),
  one('₲', 'PYG'),
  one('₵', 'GHS'),
  one('zł', 'PLN'),
  one('Kč', 'CZK'),
  one('SFr.', 'CHF'),
  one('Fr.', 'CHF'),
  one('euros', 'EUR', true),
  one('euro', 'EUR', true),
  one('pounds', 'GBP', true),
  one('pound', 'GBP', true),
  one('sterling', 'GBP', true),
  one('yen', 'JPY', true),
  one('yuan', 'CNY', true),
  one('renminbi', 'CNY', true),
  shared('Rs.', RUPEES),
  shared('Rs', RUPEES),
  shared('₨', RUPEES),
  shared('kr.', KRONA),
  shared('kr', KRONA),
  shared('¥', YEN_YUAN),
  shared('￥', YEN_YUAN),
  shared('$', DOLLARS),
  shared('R', ['ZAR']),
  shared('rupees', RUPEES, true),
  shared('rupee', RUPEES, true),
  shared('dollars', DOLLARS, true),
  shared('dollar', DOLLARS, true),
  shared('kronor', KRONA, true),
  shared('kroner', KRONA, true),
  shared('krona', KRONA, true),
  shared('krone', KRONA, true),
]
