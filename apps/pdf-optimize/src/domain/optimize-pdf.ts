/**
 * The optimizer: parse, drop what nothing reaches, then per mode —
 * speed: object streams and an xref stream only (zlib level 9 for those, nothing recompressed);
 * lossless: also strip bloat, prune unused resources, recompress every stream losslessly, merge duplicates,
 *   and with allowImageCompression re-encode photos as JPEG at imageQuality;
 * maxCompression: also downsample images above the level's resolution, photos to JPEG, 16-bit to 8-bit,
 *   and strip unused glyphs from embedded Type 1 fonts.
 * zopfli runs in lossless only (maxCompression trades those bytes for speed). Never larger: when the result is not smaller, the original bytes are returned.
 */
import type { PDFContext } from 'pdf-lib'
import { subsetFonts } from './fonts/subset-fonts.js'
import { recompressImages } from './images/recompress-images.js'
import type { OptimizeOptions } from './options.js'
import { deduplicate } from './pdf/deduplicate.js'
import { type DeflateBudget, deflateBest, deflateFast } from './pdf/deflate-best.js'
import { ZOPFLI_BYTE_BUDGET } from './pdf/limits.js'
import { dropUnreachable, reachableRefs } from './pdf/object-graph.js'
import { pruneResources } from './pdf/prune-resources.js'
import { readPdf } from './pdf/read-pdf.js'
import { recompressStreams } from './pdf/recompress-streams.js'
import { stripBloat } from './pdf/strip-bloat.js'
import { trimStreamLengths } from './pdf/trim-stream-lengths.js'
import { writePdf } from './pdf/write-pdf.js'

export interface OptimizeResult {
  bytes: Uint8Array
  /** False when the original was returned because the rewrite was not smaller. */
  optimized: boolean
}

async function transform(
  context: PDFContext,
  input: Uint8Array,
  options: OptimizeOptions,
  budget: DeflateBudget,
): Promise<boolean> {
  dropUnreachable(context)
  trimStreamLengths(context, input)
  if (options.mode === 'speed') return false
  stripBloat(context)
  pruneResources(context)
  dropUnreachable(context)
  const touchImages = options.mode === 'maxCompression' || options.allowImageCompression
  if (options.mode === 'maxCompression') subsetFonts(context)
  const reencoded = touchImages ? await recompressImages(context, options) : new Set()
  await recompressStreams(context, reachableRefs(context), budget, reencoded as Set<never>)
  deduplicate(context)
  return true
}

export async function optimizePdf(input: Uint8Array, options: OptimizeOptions): Promise<OptimizeResult> {
  const context = await readPdf(input)
  const lossless = options.mode === 'lossless'
  const budget: DeflateBudget = { zopfliBytes: lossless ? ZOPFLI_BYTE_BUDGET : 0, filtered: lossless }
  const thorough = await transform(context, input, options, budget)
  const bytes = await writePdf(context, {
    original: input,
    deflate: async (data) => (thorough ? deflateBest(data, budget) : deflateFast(data)),
  })
  return bytes.length < input.length ? { bytes, optimized: true } : { bytes: input, optimized: false }
}
