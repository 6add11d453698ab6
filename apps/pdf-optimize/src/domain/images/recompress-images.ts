/**
 * Image re-encoding (maxCompression, or lossless with allowImageCompression): each Gray/RGB image is
 * downsampled when drawn above the level's resolution (maxCompression only; computed from its drawn
 * size), photos become JPEG at imageQuality, line art and images with a soft mask stay lossless,
 * 16-bit becomes 8-bit. In maxCompression a JPEG that needs no downsampling passes through (as
 * Ghostscript's PassThroughJPEGImages: a second lossy pass costs quality for little); with
 * allowImageCompression in lossless every photo is re-encoded. Soft masks are downsampled with their image. A result is kept only when
 * smaller than the original stream or when the image was downsampled. ICC profiles of re-encoded
 * images are replaced by the device space except at `prepress`.
 */
import { type PDFContext, PDFName, PDFRawStream, PDFRef } from 'pdf-lib'
import { LEVEL_DPI, type OptimizeOptions } from '../options.js'
import { type EncodedImage, encodeJpeg, encodeLossless } from './encode-image.js'
import { channelsOf, looksLikePhoto, readImage } from './image-pixels.js'
import { type DrawnSize, imagePlacements } from './image-placements.js'

/** Downsample only when the image is denser than the target by more than this factor. */
const DOWNSAMPLE_THRESHOLD = 1.1

function targetSize(stream: PDFRawStream, drawn: DrawnSize | undefined, dpi: number | undefined) {
  const width = stream.dict.lookup(PDFName.of('Width'))
  const height = stream.dict.lookup(PDFName.of('Height'))
  if (!drawn || !dpi || drawn.width <= 0 || drawn.height <= 0) return undefined
  const w = Number(width?.toString())
  const h = Number(height?.toString())
  const ppi = Math.min(w / (drawn.width / 72), h / (drawn.height / 72))
  if (!(ppi > dpi * DOWNSAMPLE_THRESHOLD)) return undefined
  const factor = dpi / ppi
  return { width: Math.max(1, Math.round(w * factor)), height: Math.max(1, Math.round(h * factor)) }
}

function replacement(
  context: PDFContext,
  stream: PDFRawStream,
  encoded: EncodedImage,
  keepSpace: boolean,
): PDFRawStream {
  const dict = stream.dict.clone(context)
  for (const key of ['Filter', 'DecodeParms', 'DL', 'Length']) dict.delete(PDFName.of(key))
  dict.set(PDFName.of('Width'), context.obj(encoded.width))
  dict.set(PDFName.of('Height'), context.obj(encoded.height))
  dict.set(PDFName.of('BitsPerComponent'), context.obj(8))
  dict.set(PDFName.of('Filter'), PDFName.of(encoded.filter))
  if (encoded.predictorColumns) {
    const parms = { Predictor: 15, Colors: encoded.channels, BitsPerComponent: 8, Columns: encoded.predictorColumns }
    dict.set(PDFName.of('DecodeParms'), context.obj(parms))
  }
  if (!keepSpace) dict.set(PDFName.of('ColorSpace'), PDFName.of(encoded.channels === 1 ? 'DeviceGray' : 'DeviceRGB'))
  return PDFRawStream.of(dict, encoded.bytes)
}

async function reencode(
  context: PDFContext,
  ref: PDFRef,
  options: OptimizeOptions,
  drawn: DrawnSize | undefined,
  forceLossless: boolean,
): Promise<boolean> {
  const stream = context.lookup(ref)
  if (!(stream instanceof PDFRawStream) || stream.dict.has(PDFName.of('ImageMask'))) return false
  const space = stream.dict.lookup(PDFName.of('ColorSpace'))
  const channels = forceLossless ? 1 : channelsOf(space, (o) => context.lookup(o as PDFRef))
  if (!channels) return false
  const image = readImage(stream, channels)
  if (!image) return false
  const dpi = options.mode === 'maxCompression' ? LEVEL_DPI[options.compressionLevel] : undefined
  const size = targetSize(stream, drawn, dpi)
  if (image.kind === 'jpeg' && !size && options.mode === 'maxCompression') return false
  const transparent = stream.dict.has(PDFName.of('SMask')) || stream.dict.has(PDFName.of('Mask'))
  const lossless = forceLossless || transparent || !looksLikePhoto(image)
  // Same pixels, no downsampling: the lossless stream pass (best deflate, predictors) does better.
  if (lossless && !size && !forceLossless) return false
  const encoded = lossless ? await encodeLossless(image, size) : await encodeJpeg(image, options.imageQuality, size)
  if (!encoded || encoded.channels !== channels) return false
  if (!size && encoded.bytes.length >= stream.contents.length) return false
  const keepSpace = forceLossless || (options.compressionLevel === 'prepress' && options.mode === 'maxCompression')
  context.assign(ref, replacement(context, stream, encoded, keepSpace || space instanceof PDFName))
  const mask = stream.dict.get(PDFName.of('SMask'))
  if (mask instanceof PDFRef && size) await reencode(context, mask, options, drawn, true)
  return true
}

/** Images encoded at once: sharp works on libuv threads, so a few in flight use the cores. */
const IN_FLIGHT = 3

/** Re-encodes images in place; returns the refs re-encoded (the lossless pass leaves them alone). */
export async function recompressImages(context: PDFContext, options: OptimizeOptions): Promise<Set<PDFRef>> {
  const masks = softMasks(context)
  const images: PDFRef[] = []
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const isImage = object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image')
    if (isImage && !masks.has(ref)) images.push(ref)
  }
  if (images.length === 0) return new Set()
  const drawn = imagePlacements(context)
  const done = new Set<PDFRef>()
  let next = 0
  const lane = async () => {
    while (next < images.length) {
      const ref = images[next++]!
      if (await reencode(context, ref, options, drawn.get(ref), false)) done.add(ref)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane))
  return done
}

function softMasks(context: PDFContext): Set<unknown> {
  const masks = new Set<unknown>()
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) masks.add(object.dict.get(PDFName.of('SMask')))
  }
  return masks
}
