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
