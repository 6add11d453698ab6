/**
 * Writes the three small PDFs the README's curl examples post (run from this folder:
 * `node examples/make-examples.mjs`): text.pdf, thirty pages of uncompressed text; photo.pdf, a
 * 800 × 600 JPEG at quality 95 drawn 3 × 2.25 inches (267 dpi); scan.pdf, a 680 × 880 grayscale
 * page scan (80 dpi, noisy paper, dark text bars) stored with Flate. Deterministic.
 */
import { writeFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

let state = 20261124
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31
  return state / 2 ** 31
}

async function textPdf() {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let page = 1; page <= 30; page++) {
    const p = doc.addPage([612, 792])
    for (let line = 0; line < 40; line++) {
      p.drawText(`Page ${page}, line ${line + 1}: the quick brown fox jumps over the lazy dog`, {
        x: 54,
        y: 740 - line * 17,
        size: 11,
        font,
      })
    }
  }
  return doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY })
}

async function photoPdf() {
  const width = 800
  const height = 600
  const rgb = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const noise = random() * 12
      rgb[i] = Math.min(255, 120 + 100 * Math.sin(x / 90) + noise)
      rgb[i + 1] = Math.min(255, 110 + 90 * Math.cos(y / 70) + noise)
      rgb[i + 2] = Math.min(255, 90 + 80 * Math.sin((x + y) / 120) + noise)
    }
  }
  const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
  const doc = await PDFDocument.create({ updateMetadata: false })
  const image = await doc.embedJpg(jpeg)
  doc.addPage([612, 792]).drawImage(image, { x: 90, y: 400, width: 216, height: 162 })
  return doc.save()
}

async function scanPdf() {
  const width = 680
  const height = 880
  const gray = Buffer.alloc(width * height)
  for (let y = 0; y < height; y++) {
    const textLine = y > 80 && y < 800 && y % 27 < 9
    for (let x = 0; x < width; x++) {
      const ink = textLine && x > 80 && x < 600 && Math.floor(x / 6) % 7 !== 0
      gray[y * width + x] = ink ? 50 + random() * 6 : 242 + random() * 2
    }
  }
  const png = await sharp(gray, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const doc = await PDFDocument.create({ updateMetadata: false })
  const image = await doc.embedPng(png)
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

const here = new URL('./', import.meta.url)
writeFileSync(new URL('text.pdf', here), await textPdf())
writeFileSync(new URL('photo.pdf', here), await photoPdf())
writeFileSync(new URL('scan.pdf', here), await scanPdf())
