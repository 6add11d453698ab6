/**
 * Opens a PDF with pdfjs-dist (legacy build, the one meant for Node) and maps its failures onto the
 * service's codes: not a PDF or damaged -> INVALID_PDF, a user password needed -> ENCRYPTED_PDF
 * (a PDF encrypted with an empty user password opens normally). pdfjs decodes streams without a
 * bound, so every stream is first decoded once under the decompression budget the PDF services share
 * (@svc/pdf-guard): past it, DECOMPRESSION_BOMB before pdfjs sees the file. Image data is never
 * decoded at all (`maxImageSize: 0`).
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AppError } from '@svc/core/errors'
import { checkDecodedSizes } from '@svc/pdf-guard'
import { getDocument, type PDFDocumentProxy } from './pdfjs.js'

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

export async function loadDocument(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (!looksLikePdf(bytes)) {
    throw new AppError('INVALID_PDF', 'The file is not a PDF: no %PDF- header in its first 1024 bytes.')
  }
  checkDecodedSizes(bytes)
  const task = getDocument({
    data: bytes,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    // images are never read (tables come from text and paths), so none is decoded: no codec
    // (JBIG2, CCITT, JPX) expands on this thread, and pages with pictures read faster
    maxImageSize: 0,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy().catch(() => undefined)
    const name = (error as { name?: string })?.name
    if (name === 'PasswordException') {
      throw new AppError('ENCRYPTED_PDF', 'The PDF is encrypted with a user password; send it decrypted.')
    }
    throw new AppError('INVALID_PDF', `The PDF could not be read (${describe(error)}).`)
  }
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

/** pdfjs's own exception names only: they describe the structure, never the content. */
function describe(error: unknown): string {
  const name = (error as { name?: string })?.name
  if (name === 'InvalidPDFException') return 'invalid or damaged structure'
  if (name === 'MissingPDFException') return 'empty file'
  if (name === 'FormatError') return 'malformed object'
  return 'damaged structure'
}
