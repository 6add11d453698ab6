/**
 * Independent decoders for cross-checks: zbarimg (Debian zbar-tools) and ZXingReader (Debian
 * zxing-cpp-tools), each given a PNG file; SVG is rasterised with rsvg-convert (librsvg2-bin) on white
 * first. Each is optional: `available(tool)` says whether to skip, and tests say so in their name.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

export type Tool = 'zbarimg' | 'ZXingReader' | 'rsvg-convert'

const found = new Map<Tool, boolean>()
export function available(tool: Tool): boolean {
  if (!found.has(tool)) found.set(tool, spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0)
  return found.get(tool)!
}

function withFile<T>(bytes: Buffer, extension: string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'qr-test-'))
  const path = join(dir, `image.${extension}`)
  try {
    writeFileSync(path, bytes)
    return use(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The exact bytes zbarimg decodes (`-Sbinary`), or undefined when it finds no code (exit 4). */
export function zbarDecode(png: Buffer): Buffer | undefined {
  return withFile(png, 'png', (path) => {
    const run = spawnSync('zbarimg', ['-q', '--raw', '-Sbinary', path], { maxBuffer: 1 << 22 })
    return run.status === 0 ? run.stdout : undefined
  })
}

/** The exact bytes ZXingReader decodes (`-bytes`), or undefined when it prints nothing. */
export function zxingDecode(png: Buffer): Buffer | undefined {
  return withFile(png, 'png', (path) => {
    const out = execFileSync('ZXingReader', ['-bytes', '-format', 'QRCode', path], { maxBuffer: 1 << 22 })
    return out.length > 0 ? out : undefined
  })
}

/** rsvg-convert's rendering of an SVG on a white background, as PNG (`-w` as the fixtures README asks). */
export function rsvgRasterize(svg: Buffer, width: number): Buffer {
  return withFile(svg, 'svg', (path) =>
    execFileSync('rsvg-convert', ['-w', String(width), '-b', 'white', path], { maxBuffer: 1 << 26 }),
  )
}

/**
 * The image as a PNG the command-line decoders read: SVG through rsvg-convert, WebP re-encoded
 * losslessly by sharp (ZXingReader 1.4 reads no WebP), light-on-dark codes negated (neither tool
 * tries reversed codes).
 */
export async function toDecoderPng(bytes: Buffer, format: string, width: number, inverted: boolean) {
  const source = format === 'svg' ? rsvgRasterize(bytes, width) : bytes
  const image = sharp(source)
  return (inverted ? image.negate({ alpha: false }) : image).png().toBuffer()
}
