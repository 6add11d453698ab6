/** Deterministic benchmark input: `n` normalized-looking products over 8 retailers, 2 currencies, shared GTINs. */
import { gs1CheckDigit } from '../src/domain/gtin.js'

const RETAILERS = ['amazon', 'bestbuy', 'ebay', 'walmart', 'target', 'newegg', 'zalando', 'costco']

export function compareProducts(n: number) {
  let seed = 42
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
  return Array.from({ length: n }, (_, i) => {
    const retailer = RETAILERS[i % RETAILERS.length] as string
    const body = String(40000000000 + (i % 250)).padStart(12, '0')
    const rating = Math.round(next() * 50) / 10
    return {
      id: `${retailer}:${100000 + i}`,
      title: `Product ${i % 250}`,
      brand: `Brand${i % 40}`,
      price: { amount: Math.round(next() * 100000) / 100, currency: retailer === 'zalando' ? 'EUR' : 'USD' },
      availability: next() < 0.8 ? 'in_stock' : 'out_of_stock',
      seller: { name: retailer, isThirdParty: retailer === 'ebay' },
      reviews: { rating, count: Math.floor(next() * 5000) },
      identifiers: { gtin: body + gs1CheckDigit(body), mpn: `M-${i % 250}` },
      shipping: { cost: retailer === 'ebay' ? 5.99 : 0 },
      rawSource: { retailerId: retailer },
    }
  })
}
