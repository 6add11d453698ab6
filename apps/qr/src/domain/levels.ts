/**
 * The four error-correction levels of ISO/IEC 18004 and the share of codewords each can restore
 * (L 7 %, M 15 %, Q 25 %, H 30 %). The logo rule and the quality score compare logo coverage with it.
 */
export const LEVELS = ['L', 'M', 'Q', 'H'] as const
export type Level = (typeof LEVELS)[number]

export const RECOVERY_CAPACITY: Readonly<Record<Level, number>> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 }

/** Below this level a logo would eat most of the recovery budget, so a logo raises the level to H. */
export const LOGO_MINIMUM_LEVEL: Level = 'Q'
export const LOGO_RAISED_LEVEL: Level = 'H'

export function isBelow(level: Level, other: Level): boolean {
  return LEVELS.indexOf(level) < LEVELS.indexOf(other)
}
