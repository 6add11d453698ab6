/**
 * Mentions, hashtags and links found in post text, merged with the ones a platform marks itself.
 * Unicode-aware (`#مرحبا`, `#日本`), case-insensitively de-duplicated in first-seen order, without `#`/`@`.
 */
const HASHTAG = /(?:^|[^\p{L}\p{N}_&/#])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu
const MENTION =
  /(?:^|[^\p{L}\p{N}_@/.])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?(?:@[A-Za-z0-9.-]+\.[a-z]{2,})?)/gu
const LINK = /\bhttps?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]}]/giu

function merge(marked: readonly (string | undefined)[] | undefined, found: Iterable<string>, strip: string): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  const add = (value: string | undefined) => {
    if (!value) return
    const clean = value.startsWith(strip) ? value.slice(strip.length) : value
    const key = clean.toLowerCase()
    if (!clean || seen.has(key)) return
    seen.add(key)
    out.push(clean)
  }
  for (const value of marked ?? []) add(value)
  for (const value of found) add(value)
  return out
}

function* groups(text: string, pattern: RegExp): Generator<string> {
  for (const match of text.matchAll(pattern)) if (match[1] ?? match[0]) yield match[1] ?? match[0]
}

export function extractEntities(
  text: string,
  marked: { mentions?: (string | undefined)[]; hashtags?: (string | undefined)[]; links?: (string | undefined)[] },
  complete = false,
) {
  const hasHash = !complete && text.includes('#')
  const hasAt = !complete && text.includes('@')
  const hasLink = !complete && text.includes('http')
  return {
    mentions: merge(marked.mentions, hasAt ? groups(text, MENTION) : [], '@'),
    hashtags: merge(marked.hashtags, hasHash ? groups(text, HASHTAG) : [], '#'),
    links: merge(marked.links, hasLink ? (text.match(LINK) ?? []) : [], ''),
  }
}
