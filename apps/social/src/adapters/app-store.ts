/**
 * App Store Connect API `customerReviews` resource (`attributes.rating` 1-5, `title`, `body`,
 * `reviewerNickname`, `createdDate`, `territory`), bare or in the `{data: [...]}` document.
 * https://developer.apple.com/documentation/appstoreconnectapi/customerreview
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Resource {
  id?: string
  type?: string
  attributes?: {
    rating?: number
    title?: string
    body?: string
    reviewerNickname?: string
    createdDate?: string
    territory?: string
  }
}

export const appStore = defineAdapter<Resource & { data?: Resource[] }, PostDraft[]>({
  key: 'app_store',
  aliases: ['apple_app_store', 'ios'],
  category: 'reviews',
  source: {
    object: 'CustomerReview',
    apiVersion: 'App Store Connect API 3.x',
    docs: 'https://developer.apple.com/documentation/appstoreconnectapi/customerreview',
  },
  detect: { equals: { type: 'customerReviews' }, bonus: ['attributes.rating'] },
  envelopes: ['data.0'],
  normalize(p, ctx) {
    return ctx.list<Resource, PostDraft>(
      Array.isArray(p.data) ? p.data : [p],
      (r) => {
        const a = r.attributes ?? {}
        return {
          id: r.id,
          type: 'review',
          title: a.title,
          text: a.body,
          createdAtIso: ctx.date(a.createdDate, undefined, 'createdDate'),
          // Nicknames are not unique, but they are all the API gives; the territory scopes them.
          author: a.reviewerNickname ? { handle: a.reviewerNickname } : undefined,
          rating: typeof a.rating === 'number' ? { value: a.rating, min: 1, max: 5 } : undefined,
        }
      },
      'data',
    )
  },
})
