/**
 * Draft -> canonical product members: every member present (`null` / `[]` when the retailer did not
 * send it), text members through normalize-kit's `textOf` (markup removed, references decoded), price
 * with its locale display and discount, rating rescaled to 0-5, identifiers checked.
 * The id and confidence are set by normalize-products.ts.
 */
import { type NormalizeContext, parseDecimal, rescale, textOf } from '@svc/normalize-kit'
import {
  AVAILABILITY,
  type Availability,
  type Price,
  type Product,
  type ProductDraft,
  type Reviews,
  type Variant,
} from '../canonical/product.js'
import { identifiersOf } from './identifiers.js'
import { displayPrice } from './price-display.js'

export type ProductMembers = Omit<Product, 'id' | 'rawSource' | 'confidence' | 'warnings'>

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)
/** Text a retailer may send as markup or with character references (`Fish &amp; Chips`): plain, decoded, NFC. */
const plain = (value: unknown): string | null => textOf(value) ?? null
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function priceOf(draft: ProductDraft, ctx: NormalizeContext): Price {
  const amount = num(draft.amount)
  const currency = str(draft.currency)
  let originalAmount = num(draft.originalAmount)
  if (originalAmount !== null && (amount === null || originalAmount <= amount)) {
    if (amount !== null && originalAmount < amount)
      ctx.warn(
        'ORIGINAL_PRICE_IGNORED',
        'The original price is below the price; no discount is reported.',
        'price.originalAmount',
      )
    originalAmount = null
  }
  const discountPercent = amount !== null && originalAmount !== null ? percentOff(amount, originalAmount) : null
  return { amount, currency, display: displayPrice(amount, currency, draft.locale), originalAmount, discountPercent }
}

/**
 * (original − price) / original in percent with one decimal, computed on exact decimals and rounded
 * once, half away from zero: 10.40 → 8.97 is 13.75 % → 13.8 (the float quotient gives 13.7).
 */
function percentOff(price: number, original: number): number | null {
  const [p, o] = [parseDecimal(price), parseDecimal(original)]
  if (!p || !o || o.units === 0n) return null
  const scale = Math.max(p.scale, o.scale)
  const [pu, ou] = [rescale(p, scale), rescale(o, scale)]
  const tenths = (ou - pu) * 1000n
  const [q, r] = [tenths / ou, tenths % ou]
  const [absR, absO] = [r < 0n ? -r : r, ou < 0n ? -ou : ou]
  const away = tenths < 0n !== ou < 0n ? -1n : 1n
  return Number(absR * 2n >= absO ? q + away : q) / 10
}

function reviewsOf(draft: ProductDraft, ctx: NormalizeContext): Reviews {
  let rating = num(draft.rating)
  if (rating !== null) {
    const scale = draft.ratingScale ?? 5
    rating = Math.round((rating * 5 * 100) / scale) / 100
    if (rating < 0 || rating > 5) {
      ctx.warn('RATING_OUT_OF_RANGE', 'The rating is outside 0-5 after rescaling; it was left out.', 'reviews.rating')
      rating = null
    }
  }
  const count = num(draft.reviewCount)
  const distribution: Record<string, number> = {}
  const histogram = draft.distribution && typeof draft.distribution === 'object' ? draft.distribution : {}
  for (const [star, n] of Object.entries(histogram)) {
    const key = String(Math.round(Number(star)))
    if (/^[1-5]$/.test(key) && typeof n === 'number' && Number.isInteger(n) && n >= 0)
      distribution[key] = (distribution[key] ?? 0) + n
  }
  return {
    rating,
    count: count !== null && count >= 0 ? Math.round(count) : null,
    distribution: Object.keys(distribution).length ? distribution : null,
  }
}

function variantOf(v: Partial<Variant>): Variant {
  return {
    id: str(v.id),
    title: plain(v.title),
    sku: str(v.sku),
    price: num(v.price),
    availability: AVAILABILITY.includes(v.availability as Availability) ? (v.availability as Availability) : 'unknown',
    attributes: attributesOf(v.attributes),
  }
}

/** Distinct non-empty strings of a list (anything else an adapter passed through is dropped). */
const strings = (list: unknown, read: (value: unknown) => string | null = str): string[] =>
  Array.isArray(list) ? [...new Set(list.map(read).filter((s): s is string => s !== null))] : []
/** Variant attributes (`Color: Black &amp; White`): names and values as text, empty ones left out. */
function attributesOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    const [name, text] = [plain(k), typeof v === 'number' && Number.isFinite(v) ? String(v) : plain(v)]
    if (name && text) out[name] = text
  }
  return out
}

export function completeProduct(draft: ProductDraft, ctx: NormalizeContext): ProductMembers {
  const shippingCost = num(draft.shippingCost)
  return {
    title: plain(draft.title),
    brand: plain(draft.brand),
    description: plain(draft.description),
    url: str(draft.url),
    images: strings(draft.images),
    price: priceOf(draft, ctx),
    availability: draft.availability ?? 'unknown',
    condition: draft.condition ?? null,
    seller: { name: plain(draft.seller?.name), isThirdParty: draft.seller?.isThirdParty ?? null },
    reviews: reviewsOf(draft, ctx),
    identifiers: identifiersOf(draft, ctx),
    category: strings(draft.category, plain),
    categoryIds: strings(draft.categoryIds),
    variants: Array.isArray(draft.variants)
      ? draft.variants.filter((v) => v !== null && typeof v === 'object').map(variantOf)
      : [],
    shipping: {
      cost: shippingCost,
      free: draft.freeShipping ?? (shippingCost === null ? null : shippingCost === 0),
      estimate: plain(draft.shippingEstimate),
    },
  }
}
