/**
 * A palette PNG written directly (signature, IHDR, PLTE, IDAT, IEND, nothing else), with exactly the
 * colors given: sharp's palette PNG goes through libimagequant, which quantises, and its truecolor PNG
 * of a 512 px code is several times slower and larger. The smallest bit depth that holds the palette
 * (1 bit for a plain two-color code: 64 bytes a row at 512 px), filter type None on every row (what
 * the PNG specification recommends for palette images), zlib deflate at a fixed level and strategy,
 * so the same image always gives the same bytes (for the zlib that Node ships).
 */
import { crc32, deflateSync } from 'node:zlib'
import type { IndexedImage } from '../domain/render-indexed.js'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE_PALETTE = 3
export const PNG_DEFLATE = { level: 6, memLevel: 8, strategy: 0 } as const

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

export function bitDepthFor(colors: number): 1 | 2 | 4 | 8 {
  if (colors <= 2) return 1
  if (colors <= 4) return 2
  if (colors <= 16) return 4
  return 8
}

/** Each row as filter byte 0 + packed indices; a row equal to the previous one is copied, not packed again. */
function scanlines({ indices, width, height }: IndexedImage, depth: number): Buffer {
  const rowBytes = Math.ceil((width * depth) / 8)
  const stride = rowBytes + 1
  const out = Buffer.alloc(stride * height)
  const perByte = 8 / depth
  for (let y = 0; y < height; y += 1) {
    const source = indices.subarray(y * width, (y + 1) * width)
    const o = y * stride
    if (y > 0 && source.equals(indices.subarray((y - 1) * width, y * width))) {
      out.copy(out, o, o - stride, o)
      continue
    }
    if (depth === 8) {
      source.copy(out, o + 1)
      continue
    }
    for (let x = 0; x < width; x += 1) {
      const at = o + 1 + Math.floor(x / perByte)
      out[at] = out[at]! | (source[x]! << (8 - depth * ((x % perByte) + 1)))
    }
  }
  return out
}

export function encodeIndexedPng(image: IndexedImage): Buffer {
  const depth = bitDepthFor(image.palette.length)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(image.width, 0)
  header.writeUInt32BE(image.height, 4)
  header[8] = depth
  header[9] = COLOR_TYPE_PALETTE
  const palette = Buffer.from(image.palette.flatMap(({ r, g, b }) => [r, g, b]))
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(scanlines(image, depth), PNG_DEFLATE)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
