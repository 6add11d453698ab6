/**
 * `price.display`: the amount as the retailer's shoppers read it, via Intl.NumberFormat in the
 * storefront locale (`$1,299.99` en-US, `1.299,99 €` de-DE, `￥12,800` ja-JP). The locale comes
 * from the adapter, else from the currency's home market, else en-US.
 */
const HOME_LOCALE: Readonly<Record<string, string>> = {
  USD: 'en-US',
  CAD: 'en-CA',
  AUD: 'en-AU',
  NZD: 'en-NZ',
  GBP: 'en-GB',
  EUR: 'de-DE',
  CHF: 'de-CH',
  SEK: 'sv-SE',
  DKK: 'da-DK',
  NOK: 'nb-NO',
  PLN: 'pl-PL',
  CZK: 'cs-CZ',
  JPY: 'ja-JP',
  CNY: 'zh-CN',
  KRW: 'ko-KR',
  INR: 'en-IN',
  BRL: 'pt-BR',
  MXN: 'es-MX',
  ARS: 'es-AR',
  CLP: 'es-CL',
  COP: 'es-CO',
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, found)
  }
  return found
}

/** The display string, or null without an amount or a currency (no symbol is ever guessed). */
export function displayPrice(amount: number | null, currency: string | null, locale?: string): string | null {
  if (amount === null || currency === null) return null
  const preferred = locale ?? HOME_LOCALE[currency] ?? 'en-US'
  try {
    return formatter(preferred, currency).format(amount)
  } catch {
    return formatter('en-US', currency).format(amount)
  }
}
