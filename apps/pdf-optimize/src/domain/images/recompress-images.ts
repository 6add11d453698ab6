import type { PDFContext, PDFRef } from 'pdf-lib'
import type { OptimizeOptions } from '../options.js'
export async function recompressImages(_context: PDFContext, _options: OptimizeOptions): Promise<Set<PDFRef>> {
  return new Set()
}
