/**
 * Google Business Profile API Review (`reviewId`, `reviewer`, `starRating` ONE..FIVE, `comment`,
 * `createTime`, `reviewReply`) and Places API (New) Review (`name`, `rating`, `text.languageCode`,
 * `authorAttribution`, `publishTime`). https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews,
 * https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#Review
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

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
  text?: { text?: string; languageCode?: string }
  originalText?: { text?: string; languageCode?: string }
  authorAttribution?: { displayName?: string; uri?: string; photoUri?: string }
}

const STARS = codeTable<'1' | '2' | '3' | '4' | '5'>({
  '1': ['ONE'],
  '2': ['TWO'],
  '3': ['THREE'],
  '4': ['FOUR'],
  '5': ['FIVE'],
})

export const googleReviews = defineAdapter<Review, PostDraft[]>({
  key: 'google_reviews',
  aliases: ['google', 'google_business'],
  category: 'reviews',
  source: {
    object: 'Review (Business Profile v4; Places API New)',
    apiVersion: 'v4 / v1',
    docs: 'https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews',
  },
  detect: {
    required: [
      ['reviewer.displayName', 'authorAttribution.displayName'],
      ['starRating', 'rating'],
    ],
    bonus: ['name'],
  },
  normalize(r, ctx) {
    const stars = r.starRating === undefined ? r.rating : Number(ctx.code(STARS, r.starRating, 'starRating'))
    const places = r.authorAttribution !== undefined
    const author = places
      ? {
          displayName: r.authorAttribution?.displayName,
          profileUrl: r.authorAttribution?.uri,
          avatarUrl: r.authorAttribution?.photoUri,
          id: r.authorAttribution?.uri?.match(/contrib\/(\d+)/)?.[1],
        }
      : r.reviewer?.isAnonymous
        ? undefined
        : { displayName: r.reviewer?.displayName, avatarUrl: r.reviewer?.profilePhotoUrl }
    return [
      {
        id: r.reviewId ?? r.name,
        type: 'review',
        text: places ? (r.originalText?.text ?? r.text?.text) : r.comment,
        language: (r.originalText ?? r.text)?.languageCode,
        createdAtIso: ctx.date(r.publishTime ?? r.createTime, undefined, 'createTime'),
        url: r.googleMapsUri,
        author,
        rating: stars !== undefined && Number.isFinite(stars) ? { value: stars, min: 1, max: 5 } : undefined,
      },
    ]
  },
})
