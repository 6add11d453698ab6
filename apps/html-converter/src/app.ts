/** The HTML converter service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { htmlConverterErrors } from './errors.js'
import { type Converter, pooledConverter } from './infra/converter.js'
import { convertRoute } from './routes/convert.js'

export const htmlConverter = defineService<{ converter: Converter }>({
  name: 'html-converter',
  version: readVersion(import.meta.url),
  description: 'Converts HTML into clean GitHub-flavoured Markdown in three modes; never fetches, never executes.',
  port: 3005,
  bodyLimit: megabytes(25),
  errors: htmlConverterErrors,
  bodyParsers: [{ contentType: 'text/html', parseAs: 'text' }],
  routes: ({ converter }, scope) => {
    const used = converter ?? pooledConverter()
    if (!converter) scope.onClose(() => used.close())
    return [convertRoute({ converter: used })]
  },
})
