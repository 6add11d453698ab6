/**
 * Every platform adapter, listed explicitly (no discovery) by category and key. Named platforms are
 * tried first; `custom` only when none matches. `twitter_v1` is also reached by
 * `platform: "twitter", platformVersion: "1.1"` (domain/resolve-platform.ts).
 */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { airbnb } from './airbnb.js'
import { amazonReviews } from './amazon-reviews.js'
import { appStore } from './app-store.js'
import { bbb } from './bbb.js'
import { bestbuyReviews } from './bestbuy-reviews.js'
import { bluesky } from './bluesky.js'
import { booking } from './booking.js'
import { capterra } from './capterra.js'
import { devto } from './devto.js'
import { discord } from './discord.js'
import { etsyReviews } from './etsy-reviews.js'
import { facebook } from './facebook.js'
import { g2 } from './g2.js'
import { custom } from './generic/custom.js'
import { github } from './github.js'
import { glassdoor } from './glassdoor.js'
import { googlePlay } from './google-play.js'
import { googleReviews } from './google-reviews.js'
import { hackernews } from './hackernews.js'
import { instagram } from './instagram.js'
import { linkedin } from './linkedin.js'
import { mastodon } from './mastodon.js'
import { medium } from './medium.js'
import { pinterest } from './pinterest.js'
import { producthunt } from './producthunt.js'
import { quora } from './quora.js'
import { reddit } from './reddit.js'
import { sitejabber } from './sitejabber.js'
import { stackoverflow } from './stackoverflow.js'
import { steam } from './steam.js'
import { telegram } from './telegram.js'
import { threads } from './threads.js'
import { tiktok } from './tiktok.js'
import { tripadvisor } from './tripadvisor.js'
import { trustpilot } from './trustpilot.js'
import { tumblr } from './tumblr.js'
import { twitch } from './twitch.js'
import { twitter } from './twitter.js'
import { twitterV1 } from './twitter-v1.js'
import { vimeo } from './vimeo.js'
import { yelp } from './yelp.js'
import { youtube } from './youtube.js'

export const platformAdapters: readonly AnyAdapter<PostDraft[]>[] = [
  // social, chat, video, forums, blogs
  bluesky,
  devto,
  discord,
  facebook,
  github,
  hackernews,
  instagram,
  linkedin,
  mastodon,
  medium,
  pinterest,
  producthunt,
  quora,
  reddit,
  stackoverflow,
  telegram,
  threads,
  tiktok,
  tumblr,
  twitch,
  twitter,
  twitterV1,
  vimeo,
  youtube,
  // reviews
  airbnb,
  amazonReviews,
  appStore,
  bbb,
  bestbuyReviews,
  booking,
  capterra,
  etsyReviews,
  g2,
  glassdoor,
  googlePlay,
  googleReviews,
  sitejabber,
  steam,
  tripadvisor,
  trustpilot,
  yelp,
]

export const genericModes: readonly AnyAdapter<PostDraft[]>[] = [custom]

/** `generic` names the generic modes as a group; `custom` names the one mode by its key. */
export const registry = createRegistry<PostDraft[]>([...platformAdapters, ...genericModes], { genericKey: 'generic' })
