/**
 * Every default and bound of POST /generate in one place; the zod schema (and so the OpenAPI
 * document) and the README quote these. Decisions where seed 002 is silent, see README "Decisions".
 */
export const SIZE = { min: 64, max: 4096, default: 512 } as const
export const QUIET_ZONE = { min: 0, max: 20, default: 4 } as const
/** ISO/IEC 18004 asks for four modules of quiet zone on every side. */
export const STANDARD_QUIET_ZONE = 4
export const DEFAULT_LEVEL = 'M' as const
export const DEFAULT_FORMAT = 'png' as const
export const FOREGROUND_DEFAULT = '#000000'
export const BACKGROUND_DEFAULT = '#ffffff'
/** Logo side as a fraction of the symbol's width (quiet zone excluded). */
export const LOGO_SCALE = { min: 0.05, max: 0.3, default: 0.2 } as const
/** Background-colored margin around the logo, in output pixels. */
export const LOGO_PADDING = { min: 0, max: 256, default: 8 } as const
/** Largest logo accepted, from its header, before any pixel is decoded (image bombs). */
export const LOGO_MAX_SIDE = 4096
export const LOGO_MAX_PIXELS = LOGO_MAX_SIDE * LOGO_MAX_SIDE
