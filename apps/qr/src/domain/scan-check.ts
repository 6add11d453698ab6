/**
 * Scan verification with jsQR: a check passes only when jsQR finds a code and its payload is exactly
 * `data` (the decoded bytes equal data's UTF-8 bytes and the decoded text equals data).
 *
 * Two views of the decoded image (domain/scan-view.ts), each sampling every module at exactly
 * SCAN_MODULE_PX × SCAN_MODULE_PX points on the module grid (2 × 2: a sweep of 1,197 codes, 10 sizes ×
 * 7 color pairs × 3 payloads × logo or not × 3 formats, read the same at full size as with 3 × 3,
 * and at 50 % agreed with zbarimg and ZXing on 21 codes of 3 px half-size modules that 3 × 3 missed) (every pixel where a module is smaller
 * than that), i.e. the code at the few pixels a module that a phone camera sees it at, whatever the
 * size asked for: jsQR's cost grows with pixels, and a 4096 px image would otherwise cost seconds.
 * - full size: the decoded image itself;
 * - 50 %: the image at half its side, each pixel the mean of a 2 × 2 block (as a camera further away
 *   sees it). A code of 2 px modules has blurred 1 px modules here, and usually fails.
 * Both are stretched between the two requested colors with the modules dark (scan-view.ts says why),
 * so jsQR is always asked not to invert.
 */
import jsQRModule from 'jsqr'
import { type DecodedImage, type RgbaImage, type ScanColors, scanView } from './scan-view.js'

// jsqr is a CommonJS bundle whose typings declare an ES default export; at run time both the
// module and its `default` member are the decoder function, and `default` type-checks.
const jsQR = jsQRModule.default

/** Samples a module gets along each axis in a view (at most; a smaller module keeps all its pixels). */
export const SCAN_MODULE_PX = 2

export interface ScanResult {
  fullSize: boolean
  halfScale: boolean
}

export interface DecodedQr {
  text: string
  bytes: Buffer
}

export interface ScanTarget extends ScanColors {
  data: string
  /** Pixels a module spans in the decoded image. */
  modulePx: number
  /** Pixels from the image's left and top edges to the first module. */
  offset: number
}

/** What jsQR reads in a dark-on-light image: the payload's text and its raw bytes, or undefined. */
export function readQr(image: RgbaImage): DecodedQr | undefined {
  // Always pass inversionAttempts: jsQR 1.4 writes the options it is given into its shared defaults.
  const found = jsQR(image.pixels, image.width, image.height, { inversionAttempts: 'dontInvert' })
  return found ? { text: found.data, bytes: Buffer.from(found.binaryData) } : undefined
}

export function decodesTo(image: RgbaImage, data: string): boolean {
  const found = readQr(image)
  return found !== undefined && found.text === data && found.bytes.equals(Buffer.from(data, 'utf8'))
}

/** The sampling step for modules of `modulePx` pixels: SCAN_MODULE_PX samples a module, or every pixel. */
export const viewStep = (modulePx: number) => Math.max(1, modulePx / SCAN_MODULE_PX)

export function checkScans(image: DecodedImage, target: ScanTarget): ScanResult {
  const { modulePx, offset, data } = target
  const full = scanView(image, { step: viewStep(modulePx), offset, halved: false }, target)
  const half = scanView(image, { step: viewStep(modulePx / 2), offset: offset / 2, halved: true }, target)
  const fullSize = decodesTo(full, data)
  // Where modules are large, every 2 × 2 block the 50 % view averages lies inside one module, so the
  // two views are the same pixels: jsQR, a pure function of them, would answer the same.
  return { fullSize, halfScale: samePixels(full, half) ? fullSize : decodesTo(half, data) }
}

export function samePixels(a: RgbaImage, b: RgbaImage): boolean {
  if (a.width !== b.width || a.height !== b.height) return false
  const left = Buffer.from(a.pixels.buffer, a.pixels.byteOffset, a.pixels.byteLength)
  return left.equals(Buffer.from(b.pixels.buffer, b.pixels.byteOffset, b.pixels.byteLength))
}
