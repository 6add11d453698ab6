/**
 * Types for the parts of npm `qrcode`'s core (1.5.x, CommonJS, no typings) that report capacity:
 * the optimal segmentation of a string for a version and the data capacity of a version and level.
 */
declare module 'qrcode/lib/core/mode.js' {
  export interface Mode {
    id: string
    bit: number
  }
  export const NUMERIC: Mode
  export const ALPHANUMERIC: Mode
  export const BYTE: Mode
  export const KANJI: Mode
  export const MIXED: Mode
  export function getCharCountIndicator(mode: Mode, version: number): number
}

declare module 'qrcode/lib/core/segments.js' {
  import type { Mode } from 'qrcode/lib/core/mode.js'
  export interface Segment {
    mode: Mode
    getLength(): number
    getBitsLength(): number
  }
  export function fromString(data: string, version: number): Segment[]
}

declare module 'qrcode/lib/core/error-correction-level.js' {
  export interface EcLevel {
    bit: number
  }
  export function from(value: string, defaultValue?: EcLevel): EcLevel
}

declare module 'qrcode/lib/core/version.js' {
  import type { EcLevel } from 'qrcode/lib/core/error-correction-level.js'
  import type { Mode } from 'qrcode/lib/core/mode.js'
  export function getCapacity(version: number, level: EcLevel, mode?: Mode): number
}
