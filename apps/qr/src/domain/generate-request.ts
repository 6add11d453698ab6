/** The request and reply of one generation, as the domain sees them (defaults already applied). */
import type { Level } from './levels.js'
import type { Warning } from './warnings.js'

export type OutputFormat = 'png' | 'svg' | 'webp'

export interface GenerateRequest {
  data: string
  size: number
  format: OutputFormat
  errorCorrectionLevel: Level
  foregroundColor: string
  backgroundColor: string
  quietZone: number
  logo?: { base64: string; scale: number; padding: number }
}

export interface GenerateResult {
  imageBase64: string
  format: OutputFormat
  mimeType: string
  width: number
  height: number
  version: number
  errorCorrectionLevel: Level
  modules: number
  scanVerified: boolean
  qualityScore: number
  warnings: Warning[]
}

export const MIME_TYPES: Readonly<Record<OutputFormat, string>> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}
