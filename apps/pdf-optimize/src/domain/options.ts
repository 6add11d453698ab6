/** The optimizer's options after defaults (README "Decisions": each default and why). */
export type Mode = 'speed' | 'lossless' | 'maxCompression'
export type CompressionLevel = 'screen' | 'ebook' | 'printer' | 'prepress'

export interface OptimizeOptions {
  mode: Mode
  allowImageCompression: boolean
  /** JPEG quality 0-100 for re-encoded images. */
  imageQuality: number
  compressionLevel: CompressionLevel
}

/** Target image resolution per level, as Ghostscript's PDFSETTINGS. */
export const LEVEL_DPI: Record<CompressionLevel, number> = { screen: 72, ebook: 150, printer: 300, prepress: 300 }

/** Default JPEG quality per level when `imageQuality` is not sent (near Ghostscript's QFactor per setting). */
export const LEVEL_QUALITY: Record<CompressionLevel, number> = { screen: 50, ebook: 70, printer: 85, prepress: 90 }

/** Default JPEG quality for `lossless` with `allowImageCompression=true`. */
export const LOSSLESS_IMAGE_QUALITY = 85

export interface OptimizeRequest {
  mode?: Mode | undefined
  allowImageCompression?: boolean | undefined
  imageQuality?: number | undefined
  compressionLevel?: CompressionLevel | undefined
}

export function resolveOptions(request: OptimizeRequest): OptimizeOptions {
  const mode = request.mode ?? 'lossless'
  const compressionLevel = request.compressionLevel ?? 'ebook'
  const fallbackQuality = mode === 'maxCompression' ? LEVEL_QUALITY[compressionLevel] : LOSSLESS_IMAGE_QUALITY
  return {
    mode,
    allowImageCompression: request.allowImageCompression ?? false,
    imageQuality: request.imageQuality ?? fallbackQuality,
    compressionLevel,
  }
}
