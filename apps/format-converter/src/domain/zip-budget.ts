/**
 * Zip-bomb guard for xlsx (seed 002, Excel): reads the zip's central directory and refuses the
 * archive before exceljs unpacks it when the declared uncompressed sizes are too large, a member
 * expands more than MAX_RATIO times, there are too many members, or a member inflates past its declared
 * size (checked with a bounded inflate, never a full unpack). ZIP64 is refused (an xlsx under
 * the 20 MB request limit never needs it).
 */
import { inflateRawSync } from 'node:zlib'
import { invalidInput } from './invalid-input.js'

export interface ZipBudget {
  maxTotalBytes: number
  maxEntries: number
  maxRatio: number
}

export const XLSX_BUDGET: ZipBudget = { maxTotalBytes: 200_000_000, maxEntries: 10_000, maxRatio: 200 }

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

export function checkZipBudget(bytes: Uint8Array, budget: ZipBudget = XLSX_BUDGET): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndRecord(view)
  if (end < 0) throw invalidInput('excel', 'not an xlsx file (no zip directory found)')
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  if (entries > budget.maxEntries) throw bomb(`${entries} archive members (limit ${budget.maxEntries})`)
  let total = 0
  for (let i = 0; i < entries; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw invalidInput('excel', 'the zip central directory is damaged')
    }
    const compressed = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    if (size === 0xffffffff || compressed === 0xffffffff) throw bomb('a ZIP64 member')
    if (size > 1_000_000 && size > compressed * budget.maxRatio) {
      throw bomb(`a member that expands ${Math.round(size / Math.max(1, compressed))} times (limit ${budget.maxRatio})`)
    }
    total += size
    if (total > budget.maxTotalBytes) throw bomb(`more than ${budget.maxTotalBytes} bytes uncompressed`)
    checkDeclaredSize(bytes, view, at, compressed, size)
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
}

/**
 * A directory can understate a member's size: each deflated member is inflated once here with its
 * declared size as a hard output limit (zlib stops there), so a lying header is refused before
 * exceljs (whose unzipper has no such limit) ever sees it.
 */
function checkDeclaredSize(bytes: Uint8Array, view: DataView, central: number, compressed: number, size: number) {
  const method = view.getUint16(central + 10, true)
  const local = view.getUint32(central + 42, true)
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL) {
    throw invalidInput('excel', 'a zip member header is damaged')
  }
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  if (start + compressed > bytes.byteLength) throw invalidInput('excel', 'a zip member is truncated')
  if (method === 0) {
    if (compressed !== size) throw invalidInput('excel', 'a stored zip member has inconsistent sizes')
    return
  }
  if (method !== 8) throw invalidInput('excel', `unsupported zip compression method ${method}`)
  try {
    inflateRawSync(bytes.subarray(start, start + compressed), { maxOutputLength: Math.max(1, size) })
  } catch (error) {
    if (error instanceof RangeError) throw bomb('a member that inflates beyond its declared size')
    throw invalidInput('excel', 'a zip member is not valid deflate data')
  }
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - 22
  for (let at = last; at >= Math.max(0, last - 65_535); at--) if (view.getUint32(at, true) === EOCD) return at
  return -1
}

function bomb(what: string) {
  return invalidInput('excel', `the workbook is refused before unpacking: it declares ${what}`)
}
