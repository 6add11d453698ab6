/**
 * pdfmake (a real layout engine on pdfkit) with DejaVu Sans and DejaVu Sans Mono embedded (Latin,
 * Greek, Cyrillic), loaded into pdfmake's virtual file system once; URL and local file access are
 * refused. Output is deterministic: fixed creation and modification dates, and a file id derived from
 * the input's SHA-256 (pdfkit hashes the info dictionary into the id).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import pdfmake from 'pdfmake'

const require = createRequire(import.meta.url)
const FONT_FILES = {
  'DejaVuSans.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
  'DejaVuSans-BoldOblique.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf',
  'DejaVuSansMono.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
  'DejaVuSansMono-Bold.ttf': 'dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf',
}
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))

/** pdfmake's in-memory file system (not in its type declarations). */
interface VirtualFs {
  virtualfs: { writeFileSync(name: string, data: Buffer): void }
}

let ready = false
function setUp(): void {
  if (ready) return
  const fontDir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')
  for (const [name, path] of Object.entries(FONT_FILES)) {
    ;(pdfmake as unknown as VirtualFs).virtualfs.writeFileSync(
      name,
      readFileSync(fontDir + path.replace('dejavu-fonts-ttf/', '')),
    )
  }
  pdfmake.setFonts({
    DejaVuSans: {
      normal: 'DejaVuSans.ttf',
      bold: 'DejaVuSans-Bold.ttf',
      italics: 'DejaVuSans-Oblique.ttf',
      bolditalics: 'DejaVuSans-BoldOblique.ttf',
    },
    DejaVuSansMono: {
      normal: 'DejaVuSansMono.ttf',
      bold: 'DejaVuSansMono-Bold.ttf',
      italics: 'DejaVuSansMono.ttf',
      bolditalics: 'DejaVuSansMono-Bold.ttf',
    },
  })
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy(() => false)
  ready = true
}

export interface PdfRequest {
  content: unknown[]
  title: string
  pageSize: 'A4' | 'LETTER'
  landscape: boolean
  /** Text the document id is derived from (the input). */
  source: string
  fontSize: number
}

export async function renderPdf(request: PdfRequest): Promise<Uint8Array> {
  setUp()
  const definition = {
    pageSize: request.pageSize,
    pageOrientation: request.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 48, 40, 48],
    info: {
      title: request.title,
      creator: 'format-converter',
      producer: 'format-converter',
      creationDate: FIXED_DATE,
      modDate: FIXED_DATE,
      sourceDigest: createHash('sha256').update(request.source).digest('hex'),
    },
    content: breakLongRuns(request.content),
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666666',
      margin: [0, 16, 0, 0],
    }),
    defaultStyle: { font: 'DejaVuSans', fontSize: request.fontSize, lineHeight: 1.2 },
    styles: STYLES,
  }
  const document = pdfmake.createPdf(definition as never)
  return new Uint8Array(await document.getBuffer())
}

/**
 * pdfmake's cost for a word wider than its line grows much faster than the word (a 5,000-character
 * word takes 8 s, 300,000 characters several GB): every run of more than `RUN` characters without a
 * break opportunity gets a zero-width space after each `RUN` characters, so that a long word wraps
 * (invisibly) and each piece stays cheap. Applied to every text of the content, whatever produced it.
 */
export const RUN = 32
const LONG_RUN = new RegExp(`(?:[^\\s\\u200B]\\p{M}*){${RUN}}(?=[^\\s\\u200B])`, 'gu')

export function breakLongRuns<T>(content: T): T {
  const guard = (text: string) => (text.length > RUN ? text.replace(LONG_RUN, '$&\u200B') : text)
  const root = { text: content as unknown }
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) {
      for (let at = 0; at < node.length; at++) {
        const item = node[at]
        if (typeof item === 'string') node[at] = guard(item)
        else if (item && typeof item === 'object') pending.push(item)
      }
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      for (const key of Object.keys(record)) {
        const item = record[key]
        if (key === 'text' && typeof item === 'string') record[key] = guard(item)
        else if (item && typeof item === 'object' && key !== 'canvas') pending.push(item)
      }
    }
  }
  return root.text as T
}

const STYLES = {
  h1: { fontSize: 20, bold: true, margin: [0, 10, 0, 6] },
  h2: { fontSize: 16, bold: true, margin: [0, 10, 0, 5] },
  h3: { fontSize: 13, bold: true, margin: [0, 8, 0, 4] },
  h4: { fontSize: 11, bold: true, margin: [0, 6, 0, 3] },
  h5: { fontSize: 10, bold: true, margin: [0, 6, 0, 3] },
  h6: { fontSize: 10, bold: true, italics: true, margin: [0, 6, 0, 3] },
  p: { margin: [0, 0, 0, 6] },
  list: { margin: [0, 0, 0, 6] },
  quote: { italics: true, color: '#555555', margin: [14, 0, 0, 6] },
  code: { font: 'DejaVuSansMono', fontSize: 8.5 },
  codespan: { font: 'DejaVuSansMono', background: '#eeeeee' },
  footnote: { fontSize: 8, color: '#444444' },
  th: { bold: true },
  td: {},
}
