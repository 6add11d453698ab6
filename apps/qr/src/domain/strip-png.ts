/**
 * Keeps only a PNG's critical chunks (IHDR, PLTE, IDAT, IEND). libvips writes a pHYs (resolution)
 * chunk even when told to keep no metadata; the returned image carries nothing but pixels.
 */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND'])
const SIGNATURE_LENGTH = 8

export function stripPngMetadata(png: Buffer): Buffer {
  const kept: Buffer[] = [png.subarray(0, SIGNATURE_LENGTH)]
  let offset = SIGNATURE_LENGTH
  while (offset + 12 <= png.length) {
    const end = offset + 12 + png.readUInt32BE(offset)
    if (CRITICAL.has(png.toString('latin1', offset + 4, offset + 8))) kept.push(png.subarray(offset, end))
    offset = end
  }
  return Buffer.concat(kept)
}
