/**
 * The QR symbol itself, from npm `qrcode`'s `create`: smallest version that fits at the level,
 * best mask by the standard's penalty rules, modules as a row-major matrix (1 = dark).
 */
import QRCode from 'qrcode'
import { type Capacity, tooLong } from './capacity.js'
import type { Level } from './levels.js'

export interface QrSymbol {
  version: number
  /** Modules per side, without the quiet zone (21 for version 1, 177 for version 40). */
  size: number
  /** size × size, row-major, 1 where the module is dark. */
  modules: Uint8Array
}

export function encodeSymbol(data: string, level: Level, capacity: Capacity, levelNote = ''): QrSymbol {
  try {
    const code = QRCode.create(data, { errorCorrectionLevel: level })
    return { version: code.version, size: code.modules.size, modules: code.modules.data }
  } catch (error) {
    // measureData already refuses what does not fit; this keeps the library's own verdict authoritative.
    if (error instanceof Error && /too big|cannot contain/i.test(error.message)) {
      throw tooLong(data, level, capacity, levelNote)
    }
    throw error
  }
}
