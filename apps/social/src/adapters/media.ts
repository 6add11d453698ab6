/** One canonical media entry from platform fields, or undefined without a URL (absent sizes left out). */
import type { Media, MediaType } from '../canonical/post.js'

export function media(
  type: MediaType,
  url: unknown,
  size: { width?: unknown; height?: unknown; durationSec?: unknown } = {},
): Media | undefined {
  if (typeof url !== 'string' || url === '') return undefined
  const out: Media = { type, url }
  if (typeof size.width === 'number' && size.width > 0) out.width = size.width
  if (typeof size.height === 'number' && size.height > 0) out.height = size.height
  if (typeof size.durationSec === 'number' && size.durationSec >= 0) out.durationSec = size.durationSec
  return out
}

/** Media entries without the undefined ones. */
export function mediaList(items: readonly (Media | undefined)[]): Media[] {
  return items.filter((m): m is Media => m !== undefined)
}
