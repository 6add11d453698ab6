/** A stream's /Filter and /DecodeParms as parallel lists (a single name or an array in the file). */
import { PDFArray, PDFDict, PDFName, type PDFObject, type PDFRawStream } from 'pdf-lib'

export interface FilterStep {
  name: string
  parms: PDFDict | undefined
}

/** The filters in decoding order; undefined when /Filter is neither a name nor an array of names. */
export function readFilters(stream: PDFRawStream): FilterStep[] | undefined {
  const filter = stream.dict.lookup(PDFName.of('Filter'))
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'))
  if (filter === undefined) return []
  const names: (PDFObject | undefined)[] =
    filter instanceof PDFArray ? filter.asArray().map((_, i) => filter.lookup(i)) : [filter]
  const steps: FilterStep[] = []
  for (const [index, name] of names.entries()) {
    if (!(name instanceof PDFName)) return undefined
    const parm = parms instanceof PDFArray ? parms.lookup(index) : index === 0 ? parms : undefined
    steps.push({ name: name.decodeText(), parms: parm instanceof PDFDict ? parm : undefined })
  }
  return steps
}

/** Filters whose decoded output we can produce and re-encode with Flate without loss. */
export const GENERAL_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCII85Decode',
  'ASCIIHexDecode',
  'RunLengthDecode',
])
