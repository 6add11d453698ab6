/**
 * One extraction, start to finish (runs inside a pool worker): open the PDF, read the selected
 * pages one at a time (each page's pdfjs objects released before the next), find their tables and
 * assemble the answer.
 */
import { AppError, isAppError } from '@svc/core/errors'
import { type AssembleOptions, assemble, type ExtractOutput } from '../domain/assemble.js'
import { extractPageTables, type PageOptions, type PageResult } from '../domain/extract-page.js'
import { selectPages } from '../domain/page-selection.js'
import { loadDocument } from './load-document.js'
import { readPage } from './read-page.js'

export interface ExtractionOptions extends PageOptions, AssembleOptions {
  pages: string
}

export async function runExtraction(bytes: Uint8Array, options: ExtractionOptions): Promise<ExtractOutput> {
  const doc = await loadDocument(bytes)
  try {
    const pages = selectPages(options.pages, doc.numPages)
    const results: (PageResult & { width: number })[] = []
    for (const pageNumber of pages) {
      const content = await readPage(doc, pageNumber, { rulings: options.strategy !== 'stream' }).catch(
        (error: unknown) => {
          throw damaged(error, pageNumber)
        },
      )
      results.push({ ...extractPageTables(content, options), width: content.width })
    }
    return assemble(results, options)
  } finally {
    await doc.destroy()
  }
}

function damaged(error: unknown, page: number): Error {
  if (isAppError(error)) return error
  return new AppError('INVALID_PDF', `Page ${page} of the PDF could not be read (damaged content).`, { page })
}
