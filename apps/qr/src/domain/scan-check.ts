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

/** The image at 50 %: each output pixel is the mean of a 2 × 2 block (a box filter, like a distant camera). */
export function halve({ pixels, width, height }: RgbaImage): RgbaImage {
  const w = width >> 1
  const h = height >> 1
  const out = new Uint8ClampedArray(w * h * 4)
  const stride = width * 4
  for (let y = 0; y < h; y += 1) {
    const top = 2 * y * stride
    for (let x = 0; x < w; x += 1) {
      const i = top + 8 * x
      const o = (y * w + x) * 4
      for (let c = 0; c < 4; c += 1) {
        out[o + c] =
          (pixels[i + c]! + pixels[i + 4 + c]! + pixels[i + stride + c]! + pixels[i + stride + 4 + c]! + 2) >> 2
      }
    }
  }
  return { pixels: out, width: w, height: h }
}

export function checkScans(image: RgbaImage, data: string, inverted: boolean): ScanResult {
  return { fullSize: decodesTo(image, data, inverted), halfScale: decodesTo(halve(image), data, inverted) }
}
