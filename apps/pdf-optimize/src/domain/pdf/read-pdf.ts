/**
 * Parses a PDF with pdf-lib's parser into a PDFContext. pdf-lib decodes object and xref streams
 * itself without a size bound, so its one entry point for that (ByteStream.fromPDFRawStream) is
 * routed through our bounded decoder first. Refusals: NOT_A_PDF, DAMAGED_PDF, ENCRYPTED_PDF,
 * DECOMPRESSION_BOMB.
 */
import { AppError } from '@svc/core/errors'
import { type PDFContext, PDFDict, PDFName, PDFParser, type PDFRawStream, PDFRef } from 'pdf-lib'
import { decodeStep } from './decode-stream.js'
import { ByteStream } from './pdf-lib-internals.js'
import { readFilters } from './stream-filters.js'

function boundedObjectStreamBytes(raw: PDFRawStream): Uint8Array {
  let data: Uint8Array = raw.contents
  for (const step of readFilters(raw) ?? []) data = decodeStep(data, step)
  return data
}

ByteStream.fromPDFRawStream = (raw: unknown) => ByteStream.of(boundedObjectStreamBytes(raw as PDFRawStream))

const HEADER = Buffer.from('%PDF-')

function damaged(): AppError {
  return new AppError('DAMAGED_PDF', 'The PDF is damaged beyond repair: its objects or its catalog cannot be read.')
}

export async function readPdf(bytes: Uint8Array): Promise<PDFContext> {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024))
  if (head.indexOf(HEADER) < 0) {
    throw new AppError('NOT_A_PDF', 'The file is not a PDF: it has no %PDF- header in its first 1024 bytes.')
  }
  let context: PDFContext
  try {
    context = await PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, false, true).parseDocument()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw damaged()
  }
  if (context.trailerInfo.Encrypt) {
    throw new AppError('ENCRYPTED_PDF', 'The PDF is encrypted; remove the password protection and send it again.')
  }
  const root = context.trailerInfo.Root
  const catalog = root instanceof PDFRef ? context.lookup(root) : undefined
  if (!(catalog instanceof PDFDict) || !(catalog.lookup(PDFName.of('Pages')) instanceof PDFDict)) throw damaged()
  return context
}
