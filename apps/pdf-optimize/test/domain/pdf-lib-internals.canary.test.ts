/**
 * Canary for the one place the service reaches into pdf-lib's private modules: domain/pdf/read-pdf.ts
 * replaces `ByteStream.fromPDFRawStream` (pdf-lib/cjs/core/parser/ByteStream.js, which the index does
 * not export) so that the object and xref streams pdf-lib decodes while parsing go through the bounded
 * decoder. package.json pins pdf-lib to a `~` range; an upgrade that moves the module or stops parsing
 * object streams through it fails here, naming the dependency, instead of silently decoding them
 * without a bound.
 */
import { createRequire } from 'node:module'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { ByteStream } from '../../src/domain/pdf/pdf-lib-internals.js'
import { readPdf } from '../../src/domain/pdf/read-pdf.js'

const require = createRequire(import.meta.url)
const version = (require('pdf-lib/package.json') as { version: string }).version
const dependency = `pdf-lib@${version}: private module pdf-lib/cjs/core/parser/ByteStream.js used by src/domain/pdf/read-pdf.ts`

describe(`canary: ${dependency}`, () => {
  it('ByteStream still loads with the two statics read-pdf.ts uses', () => {
    expect(typeof ByteStream.of, `${dependency}: ByteStream.of`).toBe('function')
    expect(typeof ByteStream.fromPDFRawStream, `${dependency}: ByteStream.fromPDFRawStream`).toBe('function')
  })

  it("pdf-lib's parser still reads object streams through ByteStream.fromPDFRawStream", async () => {
    const document = await PDFDocument.create()
    for (let i = 0; i < 3; i++) document.addPage().drawText(`page ${i + 1}`)
    const bytes = await document.save({ useObjectStreams: true })
    const bounded = ByteStream.fromPDFRawStream
    let calls = 0
    ByteStream.fromPDFRawStream = (raw: unknown) => {
      calls++
      return bounded(raw)
    }
    try {
      await readPdf(bytes)
    } finally {
      ByteStream.fromPDFRawStream = bounded
    }
    expect(calls, `${dependency}: parsing a PDF with object streams no longer calls it`).toBeGreaterThan(0)
  })
})
