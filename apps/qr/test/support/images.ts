/** Logo images and image bombs made on the fly with sharp, and small readers of what we return. */
import sharp from 'sharp'

/** A two-color logo (a colored square with a white bar), so its pixels can be recognised. */
export async function makeLogo(format: 'png' | 'webp', width = 96, height = 96): Promise<Buffer> {
  const bar = await sharp({
    create: { width: Math.max(1, width >> 1), height: Math.max(1, height >> 3), channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer()
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } },
  }).composite([{ input: bar, gravity: 'center' }])
  return (format === 'png' ? image.png() : image.webp({ lossless: true })).toBuffer()
}

/** PNG chunk types in file order. */
export function pngChunks(png: Buffer): string[] {
  const types: string[] = []
  let offset = 8
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset)
    types.push(png.toString('latin1', offset + 4, offset + 8))
    offset += 12 + length
  }
  return types
}

/** A real 1 × 1 PNG whose IHDR is rewritten to claim width × height (CRC fixed), i.e. an image bomb header. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

export const decodeBase64 = (text: string) => Buffer.from(text, 'base64')

/** The data of the first chunk of `type`, or undefined. */
export function pngChunk(png: Buffer, type: string): Buffer | undefined {
  let offset = 8
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset)
    if (png.toString('latin1', offset + 4, offset + 8) === type) return png.subarray(offset + 8, offset + 8 + length)
    offset += 12 + length
  }
  return undefined
}

/** IHDR's width, height, bit depth and color type (3 = palette, 2 = RGB, 0 = grey). */
export function pngHeader(png: Buffer) {
  const ihdr = pngChunk(png, 'IHDR')!
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4), bitDepth: ihdr[8], colorType: ihdr[9] }
}

/** PLTE entries as `rrggbb`, in order. */
export function pngPalette(png: Buffer): string[] {
  const plte = pngChunk(png, 'PLTE') ?? Buffer.alloc(0)
  const colors: string[] = []
  for (let i = 0; i + 3 <= plte.length; i += 3) colors.push(plte.subarray(i, i + 3).toString('hex'))
  return colors
}

/** A logo with thousands of colors (an RGB gradient with noise), so no PNG palette can hold it. */
export async function makeManyColorLogo(side = 128): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3)
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const i = (y * side + x) * 3
      pixels[i] = (x * 255) / side
      pixels[i + 1] = (y * 255) / side
      pixels[i + 2] = (x * 7 + y * 13) & 255
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer()
}
