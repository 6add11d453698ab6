/**
 * An image XObject as pixels sharp can read: JPEG bytes as they are, or Flate/LZW data (PNG predictor
 * undone, 16-bit reduced to 8-bit) as raw 8-bit Gray or RGB. Anything else (CMYK, Indexed, Lab,
 * Separation, 1/2/4-bit, /Decode arrays, stencil masks, JPEG 2000, CCITT, JBIG2) is left alone.
 */
import { PDFArray, PDFName, PDFNumber, type PDFObject, type PDFRawStream } from 'pdf-lib'
import { decodeStream, predictorOf } from '../pdf/decode-stream.js'
import { unpredictPng } from './png-predictor.js'

export type ImageInput =
  | { kind: 'jpeg'; bytes: Uint8Array; channels: 1 | 3 }
  | { kind: 'raw'; bytes: Uint8Array; channels: 1 | 3; width: number; height: number }

const num = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : undefined)

/** 1 or 3 for DeviceGray/DeviceRGB/ICCBased N 1|3; undefined otherwise. */
export function channelsOf(
  colorSpace: PDFObject | undefined,
  lookup: (o: PDFObject) => PDFObject | undefined,
): 1 | 3 | undefined {
  if (colorSpace === PDFName.of('DeviceGray')) return 1
  if (colorSpace === PDFName.of('DeviceRGB')) return 3
  if (colorSpace instanceof PDFArray && colorSpace.lookup(0) === PDFName.of('ICCBased')) {
    const profile = lookup(colorSpace.get(1))
    const n = profile && 'dict' in profile ? num((profile as PDFRawStream).dict.lookup(PDFName.of('N'))) : undefined
    return n === 1 ? 1 : n === 3 ? 3 : undefined
  }
  return undefined
}

export function readImage(stream: PDFRawStream, channels: 1 | 3): ImageInput | undefined {
  const dict = stream.dict
  const width = num(dict.lookup(PDFName.of('Width')))
  const height = num(dict.lookup(PDFName.of('Height')))
  const bpc = num(dict.lookup(PDFName.of('BitsPerComponent')))
  if (!width || !height || (bpc !== 8 && bpc !== 16) || dict.has(PDFName.of('Decode'))) return undefined
  const decoded = decodeStream(stream)
  if (!decoded) return undefined
  if (decoded.codec)
    return decoded.codec.name === 'DCTDecode' ? { kind: 'jpeg', bytes: decoded.data, channels } : undefined
  let data = decoded.data
  const bytesPerSample = bpc / 8
  const rowBytes = width * channels * bytesPerSample
  const predictor = predictorOf(decoded.predictor)
  if (predictor >= 10) data = unpredictPng(data, rowBytes, channels * bytesPerSample, height) ?? new Uint8Array()
  else if (predictor !== 1) return undefined
  if (data.length < rowBytes * height) return undefined
  if (bpc === 16) {
    const eight = new Uint8Array(width * height * channels)
    for (let i = 0; i < eight.length; i++) eight[i] = data[i * 2]!
    data = eight
  }
  return { kind: 'raw', bytes: data.subarray(0, width * height * channels), channels, width, height }
}

/** Photo-like: more than 256 distinct colours in a sample of the pixels (flat line art has few). */
export function looksLikePhoto(image: ImageInput): boolean {
  if (image.kind === 'jpeg') return true
  const colours = new Set<number>()
  const pixels = image.bytes.length / image.channels
  const step = Math.max(1, Math.floor(pixels / 65_536))
  for (let p = 0; p < pixels && colours.size <= 256; p += step) {
    const at = p * image.channels
    colours.add(
      image.channels === 1
        ? image.bytes[at]!
        : (image.bytes[at]! << 16) | (image.bytes[at + 1]! << 8) | image.bytes[at + 2]!,
    )
  }
  return colours.size > 256
}
