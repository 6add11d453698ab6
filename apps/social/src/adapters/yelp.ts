/**
 * Yelp Fusion API Review (`GET /v3/businesses/{id}/reviews`: `id`, `url`, `text` excerpt, `rating`
 * 1-5, `time_created` in Pacific time without a zone, `user`), bare or in the `{reviews, total,
 * possible_languages}` response (every review read); Yelp's `{error:{code, description}}` is a VENDOR_ERROR.
 * https://docs.developer.yelp.com/reference/v3_business_reviews
 */
import { defineAdapter, type NormalizeContext, wallToInstant } from '@svc/normalize-kit'
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

/**
 * Yelp documents `time_created` as Pacific time (`2016-08-29 00:41:13`): read in America/Los_Angeles
 * through normalize-kit's zones (luxon, the tz database's DST rules), which refuses impossible wall
 * times (month 13, 30 February, a leap second `:60`) instead of rolling them over.
 */
function pacific(value: string | undefined, ctx: NormalizeContext): string | undefined {
  const m = value && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value)
  if (!m) return ctx.date(value, undefined, 'time_created')
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const instant =
    second > 59 ? undefined : wallToInstant({ year, month, day, hour, minute, second }, 'America/Los_Angeles')
  if (!instant)
    ctx.warn('INVALID_DATE', 'time_created is not a real Pacific date and time; it was left out.', 'time_created')
  return instant?.iso
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
      // Yelp's first published reviews response has no `time_created` (nor ids): its reviewer photo
      // `user.image_url` (a name Yelp alone uses for it among the review platforms here) stands in.
      ['time_created', 'reviews.0.time_created', 'user.image_url', 'reviews.0.user.image_url'],
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
