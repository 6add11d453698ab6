/** maxCompression images on the shared corpus: resolution after downsampling, photo vs line-art encoding. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFName, type PDFNumber, type PDFRawStream, type PDFRef } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { imagePlacements } from '../../src/domain/images/image-placements.js'
import { optimizePdf } from '../../src/domain/optimize-pdf.js'
import { type CompressionLevel, LEVEL_DPI, resolveOptions } from '../../src/domain/options.js'
import { readPdf } from '../../src/domain/pdf/read-pdf.js'

const CORPUS = new URL('../../../../../shared/testdata/pdf-compress/', import.meta.url).pathname
const present = existsSync(CORPUS)

async function imagesAfter(file: string, level: CompressionLevel) {
  const input = new Uint8Array(readFileSync(join(CORPUS, file)))
  const output = await optimizePdf(input, resolveOptions({ mode: 'maxCompression', compressionLevel: level }))
  const context = await readPdf(output.bytes)
  const drawn = imagePlacements(context)
  return [...drawn].map(([ref, size]) => {
    const stream = context.lookup(ref as PDFRef) as PDFRawStream
    const width = (stream.dict.lookup(PDFName.of('Width')) as PDFNumber).asNumber()
    return {
      ppi: width / (size.width / 72),
      filter: stream.dict.lookup(PDFName.of('Filter'))?.toString(),
      masked: stream.dict.has(PDFName.of('SMask')),
    }
  })
}

describe.skipIf(!present)('maxCompression images', () => {
  it.each(['screen', 'ebook'] as const)(
    'brings the 650 ppi photos down to the %s resolution',
    async (level) => {
      const images = await imagesAfter('gen-photos-jpeg.pdf', level)
      expect(images).toHaveLength(2)
      for (const image of images) {
        expect(image.ppi).toBeLessThanOrEqual(LEVEL_DPI[level] * 1.01)
        expect(image.ppi).toBeGreaterThan(LEVEL_DPI[level] * 0.95)
        expect(image.filter).toBe('/DCTDecode')
      }
    },
    60_000,
  )

  it('brings the 209 ppi grayscale scans down to 150 dpi at ebook, still grayscale JPEG', async () => {
    const images = await imagesAfter('gen-scanned-gray.pdf', 'ebook')
    expect(images).toHaveLength(4)
    for (const image of images) {
      expect(image.ppi).toBeLessThanOrEqual(150 * 1.01)
      expect(image.ppi).toBeGreaterThan(150 * 0.95)
      expect(image.filter).toBe('/DCTDecode')
    }
  }, 60_000)

  it('makes the Flate photo a JPEG and keeps the transparent diagram lossless', async () => {
    const images = await imagesAfter('gen-brochure-png.pdf', 'ebook')
    expect(images.filter((image) => image.masked).map((image) => image.filter)).toEqual(['/FlateDecode'])
    expect(images.filter((image) => !image.masked).map((image) => image.filter)).toContain('/DCTDecode')
  }, 60_000)
})

describe('allowImageCompression in lossless mode', () => {
  it('never does worse than plain lossless on a grayscale scan it keeps lossless', async () => {
    const scan = readFileSync(new URL('../../examples/scan.pdf', import.meta.url))
    const plain = await optimizePdf(scan, resolveOptions({}))
    const allowed = await optimizePdf(scan, resolveOptions({ allowImageCompression: true, imageQuality: 80 }))
    expect(allowed.bytes.length).toBeLessThanOrEqual(plain.bytes.length)
    expect(plain.bytes.length).toBeLessThan(scan.length * 0.7)
  }, 60_000)
})
