/** One pdfjs page as the engine's PageContent: text runs and rulings in display space (rotation applied). */

import { type Matrix, multiply } from '../domain/geometry.js'
import type { PageContent, TextRun } from '../domain/page-content.js'
import type { PDFDocumentProxy } from './pdfjs.js'
import { readRulings } from './read-rulings.js'

interface PdfjsTextItem {
  str: string
  transform: number[]
  width: number
  fontName: string
  dir?: string
}

/**
 * `rulings: false` leaves the drawn paths unread (segments empty): stream reads text only, and the
 * operator list is about a third of pdfjs's work on a page (a second pass over the content stream,
 * glyph outlines built for every shown font, the list passed between pdfjs's two halves).
 */
export async function readPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  options: { rulings: boolean } = { rulings: true },
): Promise<PageContent> {
  const page = await doc.getPage(pageNumber)
  try {
    const viewport = page.getViewport({ scale: 1 })
    const vt = viewport.transform as unknown as Matrix
    const { segments, fillEdges } = options.rulings
      ? readRulings(await page.getOperatorList(), vt, viewport.width * viewport.height)
      : { segments: [], fillEdges: [] }
    const text = await page.getTextContent({ disableNormalization: false })
    const boldFonts = new Map<string, boolean>()
    const runs: TextRun[] = []
    for (const raw of text.items) {
      const item = raw as PdfjsTextItem
      if (typeof item.str !== 'string' || item.str.trim() === '') continue
      const m = multiply(item.transform as unknown as Matrix, vt)
      const along = Math.hypot(m[0], m[1])
      const size = Math.hypot(m[2], m[3])
      if (along === 0 || size === 0) continue
      let bold = boldFonts.get(item.fontName)
      if (bold === undefined) {
        bold = isBoldFont(page.commonObjs, item.fontName)
        boldFonts.set(item.fontName, bold)
      }
      runs.push({
        text: item.str,
        x: m[4],
        y: m[5],
        dx: m[0] / along,
        dy: m[1] / along,
        width: item.width,
        size,
        bold,
        rtl: item.dir === 'rtl',
      })
    }
    return { pageNumber, width: viewport.width, height: viewport.height, runs, segments, fillEdges }
  } finally {
    page.cleanup()
  }
}

function isBoldFont(objs: { has(id: string): boolean; get(id: string): unknown }, id: string): boolean {
  try {
    if (!objs.has(id)) return false
    const font = objs.get(id) as { name?: string; bold?: boolean; black?: boolean } | null
    return Boolean(font?.bold || font?.black || /bold|black|heavy|semibold|demi/i.test(font?.name ?? ''))
  } catch {
    return false
  }
}
