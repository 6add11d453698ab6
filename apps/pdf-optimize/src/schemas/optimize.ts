/** POST /optimize: query options, the (binary) body, and the JSON size report. */
import { z } from 'zod'

export const OptimizeQuery = z
  .strictObject({
    mode: z
      .enum(['speed', 'lossless', 'maxCompression'])
      .optional()
      .meta({ description: 'speed (object streams only), lossless (default), maxCompression (images downsampled)' }),
    allowImageCompression: z
      .stringbool()
      .optional()
      .meta({ description: 'lossless only: also re-encode photos as JPEG at imageQuality (default false)' }),
    imageQuality: z.coerce
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .meta({ description: 'JPEG quality 0-100 (default: 85 in lossless; per level in maxCompression: 50/70/85/90)' }),
    compressionLevel: z.enum(['screen', 'ebook', 'printer', 'prepress']).optional().meta({
      description: 'maxCompression target: 72, 150, 300, 300 dpi; prepress keeps ICC profiles (default ebook)',
    }),
  })
  .meta({ examples: [{ mode: 'lossless' }] })
export type OptimizeQuery = z.infer<typeof OptimizeQuery>

/** The body is read by the route (multipart part `file` or the raw PDF); nothing to validate as JSON. */
export const OptimizeBody = z.unknown().meta({ description: 'The PDF: multipart part `file`, or the raw body' })

export const OptimizeReply = z
  .strictObject({
    originalSize: z.number().int().nonnegative().meta({ description: 'bytes received' }),
    optimizedSize: z.number().int().nonnegative().meta({ description: 'bytes of the PDF returned' }),
    reductionBytes: z.number().int().nonnegative(),
    reductionPercent: z.number().min(0).max(100).meta({ description: 'percent, two decimals' }),
  })
  .meta({
    description: 'Sent with Accept: application/json; by default the answer is the optimized PDF itself.',
    // the real answer to the request example (lossless, the default)
    examples: [{ originalSize: 931, optimizedSize: 813, reductionBytes: 118, reductionPercent: 12.67 }],
  })
export type OptimizeReply = z.infer<typeof OptimizeReply>
