/** Small readers the adapters share: a place from a vendor object's city/region/country members. */
import type { NormalizeContext } from '@svc/normalize-kit'
import type { PlaceDraft } from '../canonical/job.js'

export function place(
  ctx: NormalizeContext,
  parts: { raw?: unknown; street?: unknown; city?: unknown; region?: unknown; country?: unknown; postalCode?: unknown },
): PlaceDraft | undefined {
  const out: PlaceDraft = {
    raw: ctx.text(parts.raw),
    street: ctx.text(parts.street),
    city: ctx.text(parts.city),
    region: ctx.text(parts.region),
    country: ctx.text(parts.country),
    postalCode: ctx.text(parts.postalCode),
  }
  return Object.values(out).some((v) => v !== undefined) ? out : undefined
}

/** `raw` strings to places (the domain parses `City, Region, Country`). */
export function rawPlaces(ctx: NormalizeContext, values: readonly unknown[]): PlaceDraft[] {
  const out: PlaceDraft[] = []
  const seen = new Set<string>()
  for (const value of values) {
    const raw = ctx.text(value)
    if (raw && !seen.has(raw.toLowerCase())) {
      seen.add(raw.toLowerCase())
      out.push({ raw })
    }
  }
  return out
}

export function compact<T>(values: readonly (T | null | undefined | false | '')[]): T[] {
  return values.filter((v): v is T => v !== undefined && v !== null && v !== false && v !== '')
}

/** The object elements of a vendor array (anything else: none), so a malformed member never throws. */
export function objects<T extends object>(value: unknown): T[] {
  return Array.isArray(value)
    ? (value.filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v)) as T[])
    : []
}

/** The elements of a vendor array (a non-array: none). */
export function items(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A vendor string member, or undefined when it holds anything else. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** HTML-escapes a vendor plain-text heading before it is joined into description HTML. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
}

/** Joins HTML sections (`<h3>title</h3>` + body) into one description. */
export function sections(items: readonly { title?: unknown; html?: unknown }[]): string | undefined {
  const parts: string[] = []
  for (const item of items) {
    if (typeof item.html !== 'string' || item.html.trim() === '') continue
    if (typeof item.title === 'string' && item.title.trim()) parts.push(`<h3>${escapeText(item.title.trim())}</h3>`)
    parts.push(item.html)
  }
  return parts.length ? parts.join('\n') : undefined
}
