/**
 * The whole-file decompression check, for services whose PDF reader (pdfjs) decodes streams without a
 * bound of its own: every stream of the file is decoded once here, bounded, before the reader sees it.
 *
 * Streams are found in the raw bytes (a `stream` keyword), not through the cross-reference table, so
 * an xref that points into another stream's data, a wrong /Length or a damaged table hides nothing.
 * Streams never live inside object streams, so every stream a reader can decode is found. The filter
 * chain comes from the stream's dictionary (an indirect /Filter is looked up by `N G obj`); data that
 * starts with a zlib header is measured as Flate whatever its dictionary says, since that is how a
 * reader's Flate decoder recognises it.
 *
 * Cost: one bounded decode per stream (native zlib, ~1 GB/s on one core), linear in the file plus the
 * decoded bytes, which the document budget caps. Streams whose data is corrupt are skipped: the reader
 * fails on them too, and the per-stream bound still holds for whatever it decodes.
 */
import { bombError, documentBombError } from './bomb-error.js'
import { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES } from './budget.js'
import { boundedInflate, decodeFilter, type GeneralFilter, generalFilter } from './decode-filter.js'

/** How far back from `stream` a dictionary's `<<` is looked for (stream dictionaries are short). */
const MAX_DICT_BYTES = 4096

export interface DecodedSizes {
  /** Streams decoded (their data decoded without error). */
  streams: number
  /** Their decoded bytes together. */
  decodedBytes: number
  /** The largest. */
  largest: number
}

/**
 * Throws DECOMPRESSION_BOMB when a stream decodes past MAX_DECODED_STREAM_BYTES, or all of them past
 * `documentBytes` (MAX_DECODED_DOCUMENT_BYTES; a smaller figure only for tests).
 */
export function checkDecodedSizes(pdf: Uint8Array, documentBytes = MAX_DECODED_DOCUMENT_BYTES): DecodedSizes {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  const objects = new ObjectIndex(file)
  const sizes: DecodedSizes = { streams: 0, decodedBytes: 0, largest: 0 }
  let nextEnd = -1
  for (let at = file.indexOf('stream'); at >= 0; at = file.indexOf('stream', at + 6)) {
    if (at >= 3 && file.toString('latin1', at - 3, at) === 'end') continue
    let start = at + 6
    if (file[start] === 0x0d) start++
    if (file[start] === 0x0a) start++
    if (nextEnd < start) {
      nextEnd = file.indexOf('endstream', start)
      if (nextEnd < 0) nextEnd = file.length
    }
    const steps = filtersOf(file, at, objects)
    const size = decodedSize(file, start, nextEnd, steps)
    if (size === undefined) continue
    sizes.streams++
    sizes.decodedBytes += size
    sizes.largest = Math.max(sizes.largest, size)
    if (sizes.decodedBytes > documentBytes) throw documentBombError(documentBytes)
  }
  return sizes
}

function decodedSize(file: Buffer, start: number, end: number, declared: Step[]): number | undefined {
  let steps = declared
  if (hasZlibHeader(file, start) && steps[0]?.filter !== 'FlateDecode')
    steps = [{ filter: 'FlateDecode', earlyChange: 1 }]
  if (steps.length === 0) return undefined
  let data: Uint8Array
  try {
    // Flate stops at the end of its own data, so it reads on past a misplaced `endstream`
    data =
      steps[0]?.filter === 'FlateDecode'
        ? boundedInflate(file.subarray(start), end - start)
        : decodeFilter(file.subarray(start, end), steps[0]?.filter ?? 'FlateDecode', steps[0]?.earlyChange)
    for (const step of steps.slice(1)) data = decodeFilter(data, step.filter, step.earlyChange)
  } catch (error) {
    if ((error as { code?: string }).code === 'DECOMPRESSION_BOMB') throw error
    return undefined
  }
  if (data.length > MAX_DECODED_STREAM_BYTES) throw bombError()
  return data.length
}

function hasZlibHeader(file: Buffer, at: number): boolean {
  const cmf = file[at]
  const flg = file[at + 1]
  return cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) + flg) % 31 === 0
}

interface Step {
  filter: GeneralFilter
  earlyChange: 0 | 1
}

/** The general filters of the stream whose keyword is at `at`, up to the first image codec or unknown name. */
function filtersOf(file: Buffer, at: number, objects: ObjectIndex): Step[] {
  const dict = dictionaryBefore(file, at)
  if (dict === undefined) return []
  let filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+|\d+\s+\d+\s+R)/.exec(dict)?.[1]
  const ref = filter && /^(\d+)\s+(\d+)\s+R$/.exec(filter)
  if (ref) filter = objects.valueOf(Number(ref[1]), Number(ref[2]))
  if (!filter) return []
  const earlyChange = /\/EarlyChange\s+0\b/.test(dict) ? 0 : 1
  const steps: Step[] = []
  for (const [, name] of filter.matchAll(/\/([^\s/<>[\]()]+)/g)) {
    const general = generalFilter(name ?? '')
    if (!general) break
    steps.push({ filter: general, earlyChange })
  }
  return steps
}

/** The dictionary text ending in `>>` just before `stream` (whitespace between), or undefined. */
function dictionaryBefore(file: Buffer, at: number): string | undefined {
  let end = at
  while (end > 0 && isWhite(file[end - 1])) end--
  if (end < 2 || file[end - 1] !== 0x3e || file[end - 2] !== 0x3e) return undefined
  let depth = 0
  const floor = Math.max(0, end - MAX_DICT_BYTES)
  for (let i = end - 1; i > floor; i--) {
    if (file[i] === 0x3e && file[i - 1] === 0x3e) {
      depth++
      i--
    } else if (file[i] === 0x3c && file[i - 1] === 0x3c) {
      depth--
      i--
      if (depth === 0) return file.toString('latin1', i, end)
    }
  }
  return undefined
}

const isWhite = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00

/** Where each `N G obj` starts, indexed once on first use (one pass over the file). */
class ObjectIndex {
  private offsets: Map<string, number> | undefined
  constructor(private readonly file: Buffer) {}

  /** The name or array that object N G holds, when it is one. */
  valueOf(num: number, gen: number): string | undefined {
    this.offsets ??= this.build()
    const offset = this.offsets.get(`${num} ${gen}`)
    if (offset === undefined) return undefined
    const head = this.file.toString('latin1', offset, Math.min(this.file.length, offset + 1024))
    return /^\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(head)?.[1]
  }

  private build(): Map<string, number> {
    const offsets = new Map<string, number>()
    const text = this.file.toString('latin1')
    for (const match of text.matchAll(/(?<![\d])(\d{1,10})\s+(\d{1,5})\s+obj\b/g)) {
      offsets.set(`${match[1]} ${match[2]}`, (match.index ?? 0) + match[0].length)
    }
    return offsets
  }
}
