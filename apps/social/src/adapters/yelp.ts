/**
 * Yelp Fusion API Review (`GET /v3/businesses/{id}/reviews`: `id`, `url`, `text` excerpt, `rating`
 * 1-5, `time_created` in Pacific time without a zone, `user`), bare or in the `{reviews, total,
 * possible_languages}` response (every review read); Yelp's `{error:{code, description}}` is a VENDOR_ERROR.
 * https://docs.developer.yelp.com/reference/v3_business_reviews
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { vendorErrorDraft, yelpError } from '../domain/vendor-errors.js'

interface Review {
  id?: string
  url?: string
  text?: string
  rating?: number
  time_created?: string
  user?: { id?: string; profile_url?: string; image_url?: string | null; name?: string }
}

/** Yelp documents `time_created` as Pacific time (`2016-08-29 00:41:13`): offset by the US DST rule of that date. */
function pacific(value: string | undefined, ctx: NormalizeContext): string | undefined {
  const m = value && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value)
  if (!m) return ctx.date(value, undefined, 'time_created')
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay()
    return 1 + ((7 - first) % 7) + (nth - 1) * 7
  }
  const dst = (mo > 3 && mo < 11) || (mo === 3 && d >= sunday(3, 2)) || (mo === 11 && d < sunday(11, 1))
  const utc = Date.UTC(y, mo - 1, d, Number(m[4]), Number(m[5]), Number(m[6])) + (dst ? 7 : 8) * 3600_000
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString()
}

export const yelp = defineAdapter<Review & { reviews?: Review[] }, PostDraft[]>({
  key: 'yelp',
  category: 'reviews',
  source: {
    object: 'Review',
    apiVersion: 'Fusion v3',
    docs: 'https://docs.developer.yelp.com/reference/v3_business_reviews',
  },
  detect: {
    required: [
      ['time_created', 'reviews.0.time_created'],
      ['rating', 'reviews.0.rating'],
    ],
    bonus: [['user.profile_url', 'reviews.0.user.profile_url']],
  },
  normalize(p, ctx) {
    const error = yelpError(p)
    if (error) return [vendorErrorDraft(error)]
    return ctx.list<Review, PostDraft>(
      Array.isArray(p.reviews) ? p.reviews : [p],
      (r) => ({
        id: r.id,
        type: 'review',
        text: r.text,
        createdAtIso: pacific(r.time_created, ctx),
        url: r.url,
        author: r.user && {
          id: r.user.id,
          displayName: r.user.name,
          profileUrl: r.user.profile_url,
          avatarUrl: r.user.image_url ?? undefined,
        },
        rating: typeof r.rating === 'number' ? { value: r.rating, min: 1, max: 5 } : undefined,
      }),
      'reviews',
    )
  },
})
