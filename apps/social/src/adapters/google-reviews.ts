/**
 * Google reviews in the three forms Google serves them:
 * - Business Profile API Review (`reviewId`, `reviewer`, `starRating` ONE..FIVE, `comment`, `createTime`),
 *   bare or in the `accounts.locations.reviews.list` response (`{reviews[], averageRating, totalReviewCount}`);
 * - Places API (New) Review (`name`, `rating`, `text.languageCode`, `authorAttribution`, `publishTime`),
 *   bare or in a Place (`{reviews[]}`);
 * - Places API (legacy) PlaceReview (`author_name`, `author_url`, `rating`, `text`, `time` in epoch
 *   seconds, `language`), bare or in the Place Details response (`{result:{place_id, reviews[]}, status}`);
 *   a failure `status` (NOT_FOUND, REQUEST_DENIED, …) and Google's `{error}` body are VENDOR_ERRORs.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews,
 * https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#Review,
 * https://developers.google.com/maps/documentation/places/web-service/details#PlaceReview
 */
import { codeTable, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { googleApiError, placesStatusError, vendorErrorDraft } from '../domain/vendor-errors.js'

interface Review {
  name?: string
  reviewId?: string
  starRating?: string
  comment?: string
  createTime?: string
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean }
  rating?: number
  publishTime?: string
  googleMapsUri?: string
  text?: string | { text?: string; languageCode?: string }
  originalText?: { text?: string; languageCode?: string }
  authorAttribution?: { displayName?: string; uri?: string; photoUri?: string }
  // Places API (legacy)
  author_name?: string
  author_url?: string
  profile_photo_url?: string
  language?: string
  original_language?: string
  time?: number | string
}

interface Response extends Review {
  reviews?: Review[]
  result?: { place_id?: string; reviews?: Review[] }
  status?: string
}

const STARS = codeTable<'1' | '2' | '3' | '4' | '5'>({
  '1': ['ONE'],
  '2': ['TWO'],
  '3': ['THREE'],
  '4': ['FOUR'],
  '5': ['FIVE'],
})

const contributor = (uri: string | undefined) => uri?.match(/contrib\/(\d+)/)?.[1]

function review(r: Review, ctx: NormalizeContext, placeId: string | undefined): PostDraft {
  const stars = r.starRating === undefined ? r.rating : Number(ctx.code(STARS, r.starRating, 'starRating'))
  const rating = stars !== undefined && Number.isFinite(stars) ? { value: stars, min: 1, max: 5 } : undefined
  if (r.author_name !== undefined || r.author_url !== undefined || r.time !== undefined) {
    // Places API (legacy): no review id; the author's contributor id is in `author_url`.
    const seconds = ctx.number(r.time, 'time')
    return {
      id: undefined,
      type: 'review',
      text: typeof r.text === 'string' ? r.text : undefined,
      language: r.original_language ?? r.language,
      createdAtIso: ctx.date(seconds, 'epoch_s', 'time'),
      author: {
        id: contributor(r.author_url),
        displayName: r.author_name,
        profileUrl: r.author_url,
        avatarUrl: r.profile_photo_url,
      },
      rating,
      threadId: placeId,
    }
  }
  const text = typeof r.text === 'object' ? r.text : undefined
  const places = r.authorAttribution !== undefined
  const author = places
    ? {
        displayName: r.authorAttribution?.displayName,
        profileUrl: r.authorAttribution?.uri,
        avatarUrl: r.authorAttribution?.photoUri,
        id: contributor(r.authorAttribution?.uri),
      }
    : r.reviewer?.isAnonymous
      ? undefined
      : { displayName: r.reviewer?.displayName, avatarUrl: r.reviewer?.profilePhotoUrl }
  return {
    id: r.reviewId ?? r.name,
    type: 'review',
    text: places ? (r.originalText?.text ?? text?.text) : r.comment,
    language: (r.originalText ?? text)?.languageCode,
    createdAtIso: ctx.date(r.publishTime ?? r.createTime, undefined, 'createTime'),
    url: r.googleMapsUri,
    author,
    rating,
    threadId: placeId,
  }
}

export const googleReviews = defineAdapter<Response, PostDraft[]>({
  key: 'google_reviews',
  aliases: ['google', 'google_business'],
  category: 'reviews',
  source: {
    object: 'Review (Business Profile v4; Places API New; Places API legacy PlaceReview)',
    apiVersion: 'v4 / v1 / legacy',
    docs: 'https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews',
  },
  detect: {
    required: [
      [
        'reviewer.displayName',
        'authorAttribution.displayName',
        'author_url',
        'reviews.0.reviewer.displayName',
        'reviews.0.authorAttribution.displayName',
        'result.reviews.0.author_url',
      ],
      ['starRating', 'rating', 'reviews.0.starRating', 'reviews.0.rating', 'result.reviews.0.rating'],
    ],
    bonus: [['name', 'reviews.0.name', 'result.place_id', 'html_attributions']],
  },
  normalize(p, ctx) {
    const error = googleApiError(p) ?? placesStatusError(p)
    if (error) return [vendorErrorDraft(error)]
    const list = p.result?.reviews ?? p.reviews
    const placeId = p.result?.place_id
    if (Array.isArray(list)) return ctx.list<Review, PostDraft>(list, (r) => review(r, ctx, placeId), 'reviews')
    return [review(p, ctx, undefined)]
  },
})
