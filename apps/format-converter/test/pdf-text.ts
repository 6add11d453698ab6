/** Reads a PDF back with pdfjs-dist: page count, page sizes and the text of each page in order. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdfjs-dist 6 calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
const withResolvers = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (reason?: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}
if (!('withResolvers' in Promise)) Object.assign(Promise, { withResolvers })

export interface PdfReadBack {
  pages: string[][]
  sizes: [number, number][]
  fonts: string[]
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const document = await task.promise
  const pages: string[][] = []
  const sizes: [number, number][] = []
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n)
    const { width, height } = page.getViewport({ scale: 1 })
    sizes.push([Math.round(width), Math.round(height)])
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== ''))
  }
  const raw = Buffer.from(bytes).toString('latin1')
  const fonts = [...new Set([...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1] as string))]
  await task.destroy()
  return { pages, sizes, fonts }
}
