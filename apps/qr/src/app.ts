/** The QR generator service (seed 002 "QR generator"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { qrErrors } from './errors.js'
import { type Generator, pooledGenerator } from './infra/generator.js'
import { generateRoute } from './routes/generate.js'

export const qr = defineService<{ generator: Generator }>({
  name: 'qr',
  version: readVersion(import.meta.url),
  description:
    'Encodes text as a PNG, WebP or SVG QR code with optional logo and colors, verifies it scans, and scores it.',
  port: 3014,
  bodyLimit: megabytes(1),
  errors: qrErrors,
  routes: ({ generator }, scope) => {
    const used = generator ?? pooledGenerator()
    if (!generator) scope.onClose(() => used.close())
    return [generateRoute({ generator: used })]
  },
})
