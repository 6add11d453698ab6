/**
 * Scan verification with jsQR on decoded pixels: a check passes only when jsQR finds a code and its
 * payload is exactly `data` (the decoded bytes equal data's UTF-8 bytes and the decoded text equals
 * data). Light-on-dark codes are searched inverted first (jsQR `invertFirst`; its `onlyInvert`
 * crashes in 1.4.0), as phone scanners that accept reversed codes do; they are also flagged INVERTED_COLORS.
 */
import jsQRModule from 'jsqr'

// jsqr is a CommonJS bundle whose typings declare an ES default export; at run time both the
// module and its `default` member are the decoder function, and `default` type-checks.
const jsQR = jsQRModule.default

export interface RgbaImage {
  pixels: Uint8ClampedArray
  width: number
  height: number
}

export interface ScanResult {
  fullSize: boolean
  halfScale: boolean
}

export interface DecodedQr {
  text: string
  bytes: Buffer
}

/** What jsQR reads in the image: the payload's text and its raw bytes, or undefined. */
export function readQr(image: RgbaImage, inverted = false): DecodedQr | undefined {
  const found = jsQR(image.pixels, image.width, image.height, {
    inversionAttempts: inverted ? 'invertFirst' : 'dontInvert',
  })
  return found ? { text: found.data, bytes: Buffer.from(found.binaryData) } : undefined
}

export function decodesTo(image: RgbaImage, data: string, inverted: boolean): boolean {
  const found = readQr(image, inverted)
  return found !== undefined && found.text === data && found.bytes.equals(Buffer.from(data, 'utf8'))
}

/** The image at 50 %: each output pixel is the mean of a 2 × 2 block (a box filter, like a distant camera); opaque. */
export function halve({ pixels, width, height }: RgbaImage): RgbaImage {
  const w = width >> 1
  const h = height >> 1
  const out = new Uint8ClampedArray(w * h * 4)
  const stride = width * 4
  for (let y = 0; y < h; y += 1) {
    let i = 2 * y * stride
    let o = y * w * 4
    for (let x = 0; x < w; x += 1, i += 8, o += 4) {
      const j = i + stride
      out[o] = (pixels[i]! + pixels[i + 4]! + pixels[j]! + pixels[j + 4]! + 2) >> 2
      out[o + 1] = (pixels[i + 1]! + pixels[i + 5]! + pixels[j + 1]! + pixels[j + 5]! + 2) >> 2
      out[o + 2] = (pixels[i + 2]! + pixels[i + 6]! + pixels[j + 2]! + pixels[j + 6]! + 2) >> 2
      out[o + 3] = 255
    }
  }
  return { pixels: out, width: w, height: h }
}

export function checkScans(image: RgbaImage, data: string, inverted: boolean): ScanResult {
  return { fullSize: decodesTo(image, data, inverted), halfScale: decodesTo(halve(image), data, inverted) }
}
