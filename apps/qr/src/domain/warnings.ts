/**
 * The non-fatal findings a caller gets in `warnings`, in a fixed order, each with the figure it is
 * about. Thresholds: LOW_CONTRAST below 3:1 (WCAG 2.1 SC 1.4.11, non-text contrast); QUIET_ZONE_TOO_SMALL
 * below the 4 modules of ISO/IEC 18004; DATA_NEAR_CAPACITY at 90 % of version 40; LOGO_TOO_LARGE when
 * the cleared area exceeds half of the level's recovery capacity (cleared modules damage every
 * codeword they touch, and some EC codewords only detect errors, so half is a safe budget).
 */
import type { Level } from './levels.js'

export const MINIMUM_CONTRAST_RATIO = 3
export const NEAR_CAPACITY_SHARE = 0.9
export const LOGO_BUDGET_SHARE = 0.5

export type Warning =
  | { code: 'ERROR_CORRECTION_RAISED'; message: string; from: Level; to: Level }
  | { code: 'LOW_CONTRAST'; message: string; contrastRatio: number; minimumRatio: number }
  | { code: 'INVERTED_COLORS'; message: string }
  | { code: 'LOGO_TOO_LARGE'; message: string; coverage: number; recoveryCapacity: number }
  | { code: 'QUIET_ZONE_TOO_SMALL'; message: string; quietZone: number; recommended: number }
  | { code: 'DATA_NEAR_CAPACITY'; message: string; usedBits: number; capacityBits: number }
  | { code: 'SCAN_FAILED'; message: string }
  | { code: 'REDUCED_SCALE_SCAN_FAILED'; message: string }

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`

export function raisedLevel(from: Level, to: Level): Warning {
  return {
    code: 'ERROR_CORRECTION_RAISED',
    message: `A logo needs error correction Q or H; level ${from} was raised to ${to}.`,
    from,
    to,
  }
}

export function lowContrast(contrastRatio: number): Warning {
  return {
    code: 'LOW_CONTRAST',
    message: `Contrast ratio ${contrastRatio}:1 is below ${MINIMUM_CONTRAST_RATIO}:1; cameras may not tell modules from background.`,
    contrastRatio,
    minimumRatio: MINIMUM_CONTRAST_RATIO,
  }
}

export function invertedColors(): Warning {
  return {
    code: 'INVERTED_COLORS',
    message:
      'Modules are lighter than the background; scanners that do not try reversed codes (zbar, older apps) will not read it.',
  }
}

export function logoTooLarge(coverage: number, recoveryCapacity: number): Warning {
  return {
    code: 'LOGO_TOO_LARGE',
    message: `The logo clears ${percent(coverage)} of the modules, more than half of what level recovery (${percent(recoveryCapacity)}) restores; use a smaller logo.scale or padding.`,
    coverage: Math.round(coverage * 10_000) / 10_000,
    recoveryCapacity,
  }
}

export function quietZoneTooSmall(quietZone: number, recommended: number): Warning {
  return {
    code: 'QUIET_ZONE_TOO_SMALL',
    message: `The margin is ${quietZone} module(s); ISO/IEC 18004 asks for ${recommended}. Place the code on a plain background.`,
    quietZone,
    recommended,
  }
}

export function nearCapacity(usedBits: number, capacityBits: number): Warning {
  return {
    code: 'DATA_NEAR_CAPACITY',
    message: `The data fills ${percent(usedBits / capacityBits)} of the largest QR code at this level; dense codes scan poorly.`,
    usedBits,
    capacityBits,
  }
}

export function scanFailed(): Warning {
  return {
    code: 'SCAN_FAILED',
    message:
      'The returned image did not decode to data with jsQR; use darker modules on a lighter background, another size or a larger quiet zone.',
  }
}

export function reducedScaleScanFailed(): Warning {
  return {
    code: 'REDUCED_SCALE_SCAN_FAILED',
    message: 'The image did not decode at 50 % scale; use a larger size or less data.',
  }
}
