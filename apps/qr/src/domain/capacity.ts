/**
 * How much of version 40 (the largest QR symbol) the data needs at a level, with npm `qrcode`'s own
 * segmentation (numeric / alphanumeric / byte runs chosen to minimise bits; UTF-8 for byte runs;
 * Kanji mode off) and its capacity table. Empty data and data over the capacity are refused here
 * with the capacity in the message, before anything is encoded.
 */
import { AppError } from '@svc/core/errors'
import * as EcLevels from 'qrcode/lib/core/error-correction-level.js'
import * as Mode from 'qrcode/lib/core/mode.js'
import * as Segments from 'qrcode/lib/core/segments.js'
import * as Version from 'qrcode/lib/core/version.js'
import type { Level } from './levels.js'

const LARGEST_VERSION = 40

/** What version 40 holds at one level, in each unit a caller may think in. */
export interface Capacity {
  bits: number
  bytes: number
  alphanumeric: number
  numeric: number
}

export interface DataMeasure {
  /** Bits of the optimally segmented data (mode indicators and counts included) in version 40. */
  requiredBits: number
  capacity: Capacity
}

export function capacityAt(level: Level): Capacity {
  const ec = EcLevels.from(level)
  return {
    bits: Version.getCapacity(LARGEST_VERSION, ec, Mode.MIXED),
    bytes: Version.getCapacity(LARGEST_VERSION, ec, Mode.BYTE),
    alphanumeric: Version.getCapacity(LARGEST_VERSION, ec, Mode.ALPHANUMERIC),
    numeric: Version.getCapacity(LARGEST_VERSION, ec, Mode.NUMERIC),
  }
}

function describeCapacity(level: Level, capacity: Capacity): string {
  const n = (value: number) => value.toLocaleString('en-US')
  return (
    `at error correction level ${level} a QR code (version 40) holds at most ${n(capacity.bytes)} bytes of text ` +
    `(UTF-8), ${n(capacity.alphanumeric)} characters of 0-9 A-Z space $%*+-./: or ${n(capacity.numeric)} digits`
  )
}

/** The data's size in version 40 bits; throws DATA_EMPTY or DATA_TOO_LONG with the level's capacity. */
export function measureData(data: string, level: Level, levelNote = ''): DataMeasure {
  const capacity = capacityAt(level)
  if (data.length === 0) {
    throw new AppError('DATA_EMPTY', `data is empty; ${describeCapacity(level, capacity)}${levelNote}.`, {
      capacity,
      errorCorrectionLevel: level,
    })
  }
  // No mode stores a character in fewer than 10/3 bits, so anything longer than the digit capacity
  // cannot fit; refusing it here also bounds the segmentation work.
  if (data.length > capacity.numeric) throw tooLong(data, level, capacity, levelNote)
  const requiredBits = Segments.fromString(data, LARGEST_VERSION).reduce(
    (sum, segment) => sum + 4 + Mode.getCharCountIndicator(segment.mode, LARGEST_VERSION) + segment.getBitsLength(),
    0,
  )
  if (requiredBits > capacity.bits) throw tooLong(data, level, capacity, levelNote)
  return { requiredBits, capacity }
}

export function tooLong(data: string, level: Level, capacity: Capacity, levelNote = ''): AppError {
  const dataBytes = Buffer.byteLength(data, 'utf8')
  return new AppError(
    'DATA_TOO_LONG',
    `data is ${dataBytes.toLocaleString('en-US')} bytes as UTF-8, too long: ${describeCapacity(level, capacity)}${levelNote}.`,
    { capacity, dataBytes, errorCorrectionLevel: level },
  )
}
