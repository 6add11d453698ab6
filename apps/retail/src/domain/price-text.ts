/**
 * Prices as retailers print them: `"1.299,99 €"`, `"¥12,800"`, `"$1,299.99"`, `"R$ 1.299,99"`, `"USD 12.50"`
 * or plain numbers. normalize-kit's `readAmountText` reads them (one symbol table, exact decimals, the
 * currency's separator convention); the storefront currency is its hint, so a lone `$` or `¥` is that
 * currency only when the storefront's currency is one the symbol can name. Otherwise no currency is
 * guessed and the record warns CURRENCY_AMBIGUOUS.
 */
import { type CurrencyHints, formatDecimal, type NormalizeContext, readAmountText } from '@svc/normalize-kit'

export interface ReadPrice {
  amount: number | undefined
  currency: string | undefined
}

/**
 * One price: a number (major units) in `currency`, or a printed string whose own symbol or code wins
 * over the storefront currency. Warns through ctx (CURRENCY_AMBIGUOUS, CURRENCY_MISSING, AMOUNT_UNREADABLE, ...).
 */
export function readPrice(
  ctx: NormalizeContext,
  value: unknown,
  currency: string | undefined,
  field = 'price',
  hints: Omit<CurrencyHints, 'hintCurrency'> = {},
): ReadPrice {
  if (value === undefined || value === null || value === '') return { amount: undefined, currency }
  if (typeof value !== 'string') {
    const money = ctx.major(currency, 'price.currency')
    return { amount: money(value, field), currency: money.currency }
  }
  const read = readAmountText(value, { ...hints, hintCurrency: currency })
  if (read.ambiguous)
    ctx.warn(
      'CURRENCY_AMBIGUOUS',
      'The price symbol names several currencies and the storefront currency is not one of them; no currency given.',
      'price.currency',
    )
  const money = ctx.major(read.currency, 'price.currency')
  if (read.ambiguousSeparator) ctx.warn('AMBIGUOUS_AMOUNT', 'The decimal separator of the price was a guess.', field)
  const amount = read.value ? money(formatDecimal(read.value.units, read.value.scale), field) : money(value, field)
  return { amount, currency: money.currency }
}
