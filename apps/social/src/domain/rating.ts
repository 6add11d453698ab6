/**
 * Ratings onto 0-5, the original kept: a value on a min..max scale is scaled by value / max × 5 (so a
 * 1-5 star rating is unchanged, 8 of 10 is 4, 72 of 100 is 3.6); a thumbs up is 5 and down 0.
 * Out-of-scale values are clamped and reported by the caller (RATING_OUT_OF_SCALE).
 */
import type { Rating, RatingDraft } from '../canonical/post.js'

export function normalizeRating(draft: RatingDraft): { rating: Rating; clamped: boolean } {
  if ('thumbsUp' in draft)
    return {
      rating: { value: draft.thumbsUp ? 5 : 0, original: draft.thumbsUp, scale: { kind: 'thumbs', min: 0, max: 1 } },
      clamped: false,
    }
  const { value, min, max } = draft
  const bounded = Math.min(max, Math.max(min, value))
  const kind = max === 5 ? 'stars' : 'points'
  return {
    rating: { value: Math.round((bounded / max) * 5 * 100) / 100, original: value, scale: { kind, min, max } },
    clamped: bounded !== value,
  }
}
