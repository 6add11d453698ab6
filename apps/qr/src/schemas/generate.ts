/**
 * Request and response shapes of POST /generate (seed 002 "QR generator"). zod checks types,
 * bounds and defaults (all from domain/defaults.ts); the domain checks colors, base64, the logo
 * image and the capacity, so those failures carry their own codes (README "Errors").
 */
import { z } from 'zod'
import {
  BACKGROUND_DEFAULT,
  DEFAULT_FORMAT,
  DEFAULT_LEVEL,
  FOREGROUND_DEFAULT,
  LOGO_MAX_SIDE,
  LOGO_PADDING,
  LOGO_SCALE,
  QUIET_ZONE,
  SIZE,
} from '../domain/defaults.js'
import { LEVELS } from '../domain/levels.js'
import { GENERATE_EXAMPLE_REPLY, GENERATE_EXAMPLE_REQUEST } from './generate-examples.js'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const HexColor = (fallback: string, role: string) =>
  z
    .string()
    .max(64)
    .default(fallback)
    .meta({ description: `${role}, #rrggbb (checked by the service: INVALID_COLOR).`, pattern: '^#[0-9A-Fa-f]{6}$' })

const Level = z.enum(LEVELS)

export const Logo = z
  .strictObject({
    base64: z
      .string()
      .min(1)
      .meta({
        description:
          'PNG or WebP image, base64 (standard or URL-safe, line breaks allowed, optional data:image/png;base64, prefix). ' +
          `At most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels.`,
      }),
    scale: z.number().min(LOGO_SCALE.min).max(LOGO_SCALE.max).default(LOGO_SCALE.default).meta({
      description:
        "Logo side as a fraction of the symbol's width (quiet zone excluded); the image keeps its aspect ratio.",
    }),
    padding: z.number().int().min(LOGO_PADDING.min).max(LOGO_PADDING.max).default(LOGO_PADDING.default).meta({
      description:
        'Background-colored margin around the logo, in pixels; the cleared area is rounded up to whole modules.',
    }),
  })
  .meta({
    id: 'Logo',
    description: 'Optional centred logo. Raises level L or M to H (warning ERROR_CORRECTION_RAISED).',
  })

export const GenerateBody = z
  .strictObject({
    data: z
      .string()
      .refine((s) => !LONE_SURROGATE.test(s), { message: 'must be well-formed Unicode (no lone surrogate)' })
      .meta({ description: 'URL or text to encode, as UTF-8. Empty or over the capacity of version 40 → 400.' }),
    size: z.number().int().min(SIZE.min).max(SIZE.max).default(SIZE.default).meta({
      description: 'Width and height of the image, in pixels (SVG: its width, height and viewBox).',
    }),
    format: z.enum(['png', 'svg', 'webp']).default(DEFAULT_FORMAT),
    errorCorrectionLevel: Level.default(DEFAULT_LEVEL).meta({
      description: 'L 7 %, M 15 %, Q 25 %, H 30 % of codewords recoverable.',
    }),
    foregroundColor: HexColor(FOREGROUND_DEFAULT, 'Module color'),
    backgroundColor: HexColor(BACKGROUND_DEFAULT, 'Background color'),
    quietZone: z.number().int().min(QUIET_ZONE.min).max(QUIET_ZONE.max).default(QUIET_ZONE.default).meta({
      description: 'Margin in modules on each side (ISO/IEC 18004 asks for 4).',
    }),
    logo: Logo.optional(),
  })
  .meta({ examples: [GENERATE_EXAMPLE_REQUEST] })
export type GenerateBody = z.infer<typeof GenerateBody>

const warning = <C extends string>(code: C, extra: z.ZodRawShape = {}) =>
  z.object({ code: z.literal(code), message: z.string(), ...extra })

export const Warning = z
  .discriminatedUnion('code', [
    warning('ERROR_CORRECTION_RAISED', { from: Level, to: Level }),
    warning('LOW_CONTRAST', { contrastRatio: z.number(), minimumRatio: z.number() }),
    warning('INVERTED_COLORS'),
    warning('LOGO_TOO_LARGE', { coverage: z.number(), recoveryCapacity: z.number() }),
    warning('QUIET_ZONE_TOO_SMALL', { quietZone: z.number().int(), recommended: z.number().int() }),
    warning('DATA_NEAR_CAPACITY', { usedBits: z.number().int(), capacityBits: z.number().int() }),
    warning('SCAN_FAILED'),
    warning('REDUCED_SCALE_SCAN_FAILED'),
  ])
  .meta({ id: 'QrWarning' })

export const GenerateReply = z
  .object({
    imageBase64: z.string().meta({ description: 'The image bytes (SVG: UTF-8 text), base64.' }),
    format: z.enum(['png', 'svg', 'webp']),
    mimeType: z.enum(['image/png', 'image/svg+xml', 'image/webp']),
    width: z.number().int(),
    height: z.number().int(),
    version: z.number().int().min(1).max(40),
    errorCorrectionLevel: Level.meta({ description: 'The level used (H when a logo raised it).' }),
    modules: z.number().int().meta({ description: 'Modules per side of the symbol, quiet zone excluded.' }),
    scanVerified: z.boolean().meta({
      description: 'true only when jsQR decodes exactly these image bytes to exactly data.',
    }),
    qualityScore: z.number().int().min(0).max(100).meta({ description: 'See README "Quality score".' }),
    warnings: z.array(Warning),
  })
  .meta({ examples: [GENERATE_EXAMPLE_REPLY] })
