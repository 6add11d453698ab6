/**
 * The package's one operation: HTML in, Markdown (and optional metadata) out. Pure and synchronous:
 * parse once with domino, clean the tree in place, hand the cleaned element to turndown.
 */
import { cleanTree } from './clean.js'
import { describeConversion } from './metadata.js'
import { assertNesting } from './nesting.js'
import { mainContent, parsePage } from './parse.js'
import { converterFor } from './rules.js'
import { normalizeTables } from './tables.js'
import type { ConversionResult, ConvertOptions } from './types.js'

/**
 * turndown deep-clones the element it is given. The cleaned tree is ours alone, so it is handed over
 * as is: that saves a full copy, and domino cannot clone elements whose names a malformed page made up.
 */
function handOver(root: HTMLElement): HTMLElement {
  Object.defineProperty(root, 'cloneNode', { value: () => root })
  return root
}

/** Throws AppError HTML_TOO_DEEP for pathologically nested input; never fetches and never runs scripts. */
export function htmlToMarkdown(html: string, options: ConvertOptions = {}): ConversionResult {
  const mode = options.mode ?? 'readable'
  assertNesting(html)
  const page = parsePage(html)
  const root = mode === 'llm-friendly' ? mainContent(page.body) : page.body
  const removed = cleanTree(root, mode)
  normalizeTables(root)
  const markdown = converterFor(mode).turndown(handOver(root))
  if (!options.includeMetadata) return { markdown }
  return { markdown, metadata: describeConversion({ html, markdown, page, root, removed }) }
}
