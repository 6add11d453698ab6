/**
 * POST /normalize in the domain: every item of every bucket goes through the kit pipeline (named
 * platform, or inferred from structure with PLATFORM_INFERRED), each draft becomes a canonical post,
 * authors are merged across posts, and per-item failures become `errors` entries with stable codes
 * (partial success) instead of failing the request. A single-source request that yields nothing
 * throws its first error instead (400/422), since then there is no partial result to return.
 */
import { createHash } from 'node:crypto'
import { AppError, isAppError } from '@svc/core/errors'
import {
  missingFields,
  type NormalizeContext,
  normalizeWith,
  type ShapeLimits,
  type SourceVocabulary,
  scoreConfidence,
} from '@svc/normalize-kit'
import { registry } from '../adapters/index.js'
import type { Author, Post, PostDraft } from '../canonical/post.js'
import { createAuthorBook } from './author-book.js'
import { finishPost } from './finish-post.js'
import { platformKey, reportedPlatform } from './platform-key.js'
import { asString } from './scalar.js'
import { SOCIAL_WARNINGS } from './warnings.js'

export const VOCABULARY: SourceVocabulary = { field: 'platform', listPath: '/platforms' }
/** The body is depth-checked (50) before parsing; this bounds each item again for direct domain callers. */
export const ITEM_LIMITS: ShapeLimits = { maxDepth: 50, maxNodes: 5_000_000, maxStringLength: 50 * 1024 * 1024 }
/** Posts kept from one item (a Listing, a list response): beyond it LIST_TRUNCATED. */
const MAX_POSTS_PER_ITEM = 100_000
const CORE_FIELDS = ['content.text', 'createdAtIso', 'author', 'url']

export interface Bucket {
  platform?: string | undefined
  platformVersion?: string | undefined
  items: readonly unknown[]
}

export interface SocialRequest {
  buckets: readonly Bucket[]
  /**
   * `{platform, payload}` with one object as payload: the request is that one item, so when it yields no
   * post its item error is the answer. A list payload or an array of buckets is never refused for what one
   * item holds: item errors are listed beside the other items' posts.
   */
  single: boolean
}

export interface ItemError {
  bucket: number
  index: number
  error: string
  message: string
  platform?: string
  postId?: string
  /** VENDOR_ERROR: the vendor's own code; `message` is the vendor's reason. */
  vendorCode?: string
}

export interface ReportedWarning {
  bucket: number
  index: number
  code: string
  message: string
  field?: string
  postId?: string
}

export interface SocialResult {
  posts: Post[]
  authors: Author[]
  metadata: {
    platforms: Record<string, { posts: number; authors: number }>
    counts: { buckets: number; items: number; posts: number; authors: number; errors: number }
  }
  confidence: number
  warnings: ReportedWarning[]
  errors: ItemError[]
}

/** Kit codes -> this service's codes (README error table). */
function errorCode(error: AppError): string {
  if (error.code === 'UNKNOWN_SOURCE') return 'UNKNOWN_PLATFORM'
  if (error.code === 'UNRECOGNIZED_PAYLOAD') return 'UNKNOWN_PLATFORM_SHAPE'
  if (error.code === 'PAYLOAD_TOO_COMPLEX' && error.extra.limit === 'maxDepth') return 'NESTING_TOO_DEEP'
  return error.code
}

const MESSAGES: Readonly<Record<string, string>> = {
  UNKNOWN_PLATFORM: '`platform` is not a known key; GET /platforms lists them (or omit it to infer the platform).',
  UNKNOWN_PLATFORM_SHAPE:
    "No platform adapter recognized the item's structure; name the platform in `platform` (GET /platforms).",
  NESTING_TOO_DEEP: `The item nests deeper than ${ITEM_LIMITS.maxDepth} levels.`,
  NOT_AN_OBJECT: 'Each item must be a JSON object as the platform API returns it.',
  MISSING_CONTENT: 'The post has no text, title, media or rating; it was left out.',
}

function syntheticId(platform: string, draft: PostDraft): string {
  const digest = createHash('sha256').update(
    `${platform}\u0000${draft.createdAtIso ?? ''}\u0000${draft.text ?? draft.html ?? ''}\u0000${draft.author?.id ?? draft.author?.handle ?? ''}`,
  )
  return `sha256-${digest.digest('hex').slice(0, 16)}`
}

/** What the items of one request add up to, filled item by item in request order. */
interface Collected {
  posts: Post[]
  warnings: ReportedWarning[]
  errors: ItemError[]
  book: ReturnType<typeof createAuthorBook>
  /** `platform NUL id` of every post kept: a repeat is DUPLICATE_POST. */
  seen: Set<string>
  items: number
}

type Run = ReturnType<typeof normalizeWith<PostDraft[]>>
type Fail = (error: string, message?: string, extra?: Partial<ItemError>) => void

/** The kit's reading of one item, or undefined once `fail` has recorded why there is none. */
function readItem(item: unknown, key: string | undefined, fail: Fail): Run | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    fail('NOT_AN_OBJECT')
    return undefined
  }
  try {
    return normalizeWith(registry, item, {
      source: key,
      vocabulary: VOCABULARY,
      limits: ITEM_LIMITS,
      maxListItems: MAX_POSTS_PER_ITEM,
    })
  } catch (error) {
    if (!isAppError(error)) throw error
    const code = errorCode(error)
    fail(code, MESSAGES[code] ?? error.message)
    return undefined
  }
}

/** The item's drafts as canonical posts: empty ones fail, repeats warn, authors go into the book. */
function postsOf(run: Run, platform: string, where: { bucket: number; index: number }, all: Collected, fail: Fail) {
  const { adapter, ctx, detected } = run
  const made: Post[] = []
  for (const draft of run.record) {
    if (draft.vendorError) {
      const { code, message, resourceId } = draft.vendorError
      fail('VENDOR_ERROR', message, { platform, vendorCode: code, ...(resourceId ? { postId: resourceId } : {}) })
      continue
    }
    const body = finishPost(draft, ctx)
    const id = asString(draft.id) ?? syntheticId(platform, draft)
    if (!body) {
      fail('MISSING_CONTENT', MESSAGES.MISSING_CONTENT, { postId: id, platform })
      continue
    }
    const dedupeKey = `${platform}\u0000${id}`
    if (all.seen.has(dedupeKey)) {
      all.warnings.push({
        ...where,
        code: 'DUPLICATE_POST',
        message: SOCIAL_WARNINGS.DUPLICATE_POST.meaning,
        postId: id,
      })
      continue
    }
    all.seen.add(dedupeKey)
    const author = all.book.add(platform, draft.author, id)
    made.push({
      id,
      platform,
      ...body,
      author,
      interpretation: { method: detected ? 'inferred' : 'declared', adapter: adapter.key, confidence: 0 },
    })
  }
  return made
}

/** One item of bucket `bucket`: its posts, warnings and errors added to `all`. */
function normalizeItem(item: unknown, key: string | undefined, bucket: number, index: number, all: Collected): void {
  all.items++
  const fail: Fail = (error, message = MESSAGES[error] ?? error, extra = {}) =>
    all.errors.push({ bucket, index, error, message, ...extra })
  const run = readItem(item, key, fail)
  if (!run) return
  const { adapter, ctx, detected } = run
  const platform = reportedPlatform(adapter.key)
  if (detected)
    ctx.warn('PLATFORM_INFERRED', `No \`platform\` was given; the structure reads as ${adapter.key}.`, 'platform')
  if (run.record.length === 0) {
    // A named platform whose adapter found nothing it knows: the item is not that platform's object.
    if (run.score === 0 && !detected)
      fail(
        'UNKNOWN_PLATFORM_SHAPE',
        `The item is not a ${adapter.key} ${adapter.source.object} as its API documents it; check \`platform\` or omit it.`,
        { platform },
      )
    else fail('MISSING_CONTENT', undefined, { platform })
    return
  }
  const made = postsOf(run, platform, { bucket, index }, all, fail)
  score(made, ctx, adapter.kind, adapter.confidence)
  // An error body has no post shape to mismatch: SOURCE_MISMATCH says nothing when only vendor errors came out.
  const onlyVendorErrors = run.record.every((d) => d.vendorError)
  for (const w of ctx.warnings)
    if (!(onlyVendorErrors && w.code === 'SOURCE_MISMATCH')) all.warnings.push({ bucket, index, ...w })
  for (const post of made) all.posts.push(post)
}

export function normalizeSocial(request: SocialRequest): SocialResult {
  const all: Collected = { posts: [], warnings: [], errors: [], book: createAuthorBook(), seen: new Set(), items: 0 }
  request.buckets.forEach((bucket, b) => {
    const key = platformKey(bucket.platform, bucket.platformVersion)
    if (key !== undefined && key !== 'generic' && !registry.get(key)) {
      all.errors.push({
        bucket: b,
        index: -1,
        error: 'UNKNOWN_PLATFORM',
        message: MESSAGES.UNKNOWN_PLATFORM as string,
        platform: bucket.platform as string,
      })
      return
    }
    bucket.items.forEach((item, index) => {
      normalizeItem(item, key, b, index, all)
    })
  })

  const { posts, warnings, errors } = all
  // A vendor's error response read as such is an answer, not a refusal: it stays a 200 with the error listed.
  if (request.single && posts.length === 0 && errors[0] && !errors.some((e) => e.error === 'VENDOR_ERROR')) {
    const first = errors[0]
    throw new AppError(first.error, first.message, first.platform ? { platform: first.platform } : {})
  }
  const authors = all.book.list()
  return {
    posts,
    authors,
    metadata: {
      platforms: perPlatform(posts, authors),
      counts: {
        buckets: request.buckets.length,
        items: all.items,
        posts: posts.length,
        authors: authors.length,
        errors: errors.length,
      },
    },
    confidence:
      posts.length === 0
        ? 0
        : Math.round((posts.reduce((sum, p) => sum + p.interpretation.confidence, 0) / posts.length) * 100) / 100,
    warnings,
    errors,
  }
}

function score(posts: Post[], ctx: NormalizeContext, kind: 'vendor' | 'generic', base: number | undefined): void {
  for (const post of posts) {
    const missing = missingFields(post, CORE_FIELDS)
    post.interpretation.confidence = scoreConfidence(
      { kind, base, missingFields: missing, warnings: ctx.warnings },
      SOCIAL_WARNINGS,
    )
  }
}

function perPlatform(posts: readonly Post[], authors: readonly Author[]) {
  const out: Record<string, { posts: number; authors: number }> = {}
  const entry = (platform: string) => {
    const found = out[platform] ?? { posts: 0, authors: 0 }
    out[platform] = found
    return found
  }
  for (const p of posts) entry(p.platform).posts++
  for (const a of authors) entry(a.platform).authors++
  return out
}
