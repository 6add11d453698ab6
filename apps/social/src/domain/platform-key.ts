/**
 * The adapter key for a bucket's `platform` + `platformVersion`: Twitter's v1.1 objects have their
 * own adapter, chosen by `platformVersion` `1.1` (or `v1.1`, `1`); every other version string is
 * accepted and kept for the record, since the adapters read all documented versions of their object.
 */
const TWITTER = new Set(['twitter', 'x', 'twitter_v2'])
const V1 = /^v?1(\.1)?$/i

export function platformKey(platform: string | undefined, version: string | undefined): string | undefined {
  if (platform === undefined) return undefined
  const key = platform.trim().toLowerCase()
  return TWITTER.has(key) && version !== undefined && V1.test(version.trim()) ? 'twitter_v1' : key
}

/** The platform a post is reported under (`twitter_v1` objects are Twitter posts). */
export function reportedPlatform(adapterKey: string): string {
  return adapterKey === 'twitter_v1' ? 'twitter' : adapterKey
}
