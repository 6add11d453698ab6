/**
 * Readers for the custom path: display text of a vendor value, places from any common layout, and
 * description sections (`jobDescriptions.jobDescription: [{name, value}]` as Personio writes them).
 */
import { type NormalizeContext, pick } from '@svc/normalize-kit'
import type { PlaceDraft } from '../../canonical/job.js'
import { compact, escapeText, objects, place } from '../places.js'
import { KEYS } from './vocabulary.js'

export type Node = Record<string, unknown>
export const asNode = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined

export function textOf(ctx: NormalizeContext, value: unknown): string | undefined {
  const node = asNode(value)
  if (node) return ctx.text(node.name ?? node.label ?? node.value ?? node.title)
  if (Array.isArray(value)) return compact(value.map((v) => textOf(ctx, v))).join(', ') || undefined
  return typeof value === 'boolean' ? String(value) : ctx.text(value)
}

export function placesOf(ctx: NormalizeContext, p: Node): PlaceDraft[] {
  const value = pick(p, KEYS.location)
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value]
  const out = compact(
    items.map((item) => {
      const node = asNode(item)
      if (!node) return place(ctx, { raw: item })
      const a = asNode(node.address) ?? node
      return place(ctx, {
        raw:
          node.name ?? node.label ?? node.location_str ?? (typeof node.address === 'string' ? node.address : undefined),
        street: a.street ?? a.streetAddress ?? a.street_address,
        city: a.city ?? a.addressLocality,
        region: a.state ?? a.region ?? a.addressRegion,
        country: a.country_code ?? a.country ?? a.addressCountry,
        postalCode: a.postal_code ?? a.postalCode ?? a.zip,
      })
    }),
  )
  if (out.length === 0 || (out.length === 1 && !out[0]?.city && typeof pick(p, KEYS.city) === 'string')) {
    const flat = place(ctx, {
      raw: out[0]?.raw,
      street: pick(p, KEYS.street),
      city: pick(p, KEYS.city),
      region: pick(p, KEYS.region),
      country: pick(p, KEYS.country),
      postalCode: pick(p, KEYS.postalCode),
    })
    return flat ? [flat] : out
  }
  return out
}

const SECTION_LISTS = [
  'jobDescriptions.jobDescription',
  'jobDescriptions',
  'sections',
  'descriptions',
  'jobAd.sections',
]

/** HTML from a list of `{ name | title, value | text | content }` sections, or undefined. */
export function sectionsOf(p: Node): string | undefined {
  for (const path of SECTION_LISTS) {
    const list = objects<Node>(pick(p, path))
    const parts = list.flatMap((s) => {
      const body = s.value ?? s.text ?? s.content
      if (typeof body !== 'string' || !body.trim()) return []
      const title = s.name ?? s.title
      return typeof title === 'string' && title.trim() ? [`<h3>${escapeText(title.trim())}</h3>`, body] : [body]
    })
    if (parts.length) return parts.join('\n')
  }
  return undefined
}
