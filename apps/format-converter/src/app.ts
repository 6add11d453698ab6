/** The format converter service (see README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion, uploadReader } from '@svc/core'
import { formatConverterErrors } from './errors.js'
import { type Converter, pooledConverter } from './infra/converter.js'
import { registerJsonBodyParser } from './infra/json-body-parser.js'
import { registerRawBodyParser } from './infra/raw-body-parser.js'
import { convertRoute } from './routes/convert.js'
import { RAW_TYPES } from './schemas/consumes.js'
import { ConvertForm } from './schemas/convert.js'

const BODY_LIMIT = megabytes(20)
const UPLOAD = uploadReader({
  maxFileBytes: BODY_LIMIT,
  file: 'The document to convert (20 MB at most); its name picks the input format when `from` is absent.',
  fields: ConvertForm,
})

export const formatConverter = defineService<{ converter: Converter }>({
  name: 'format-converter',
  version: readVersion(import.meta.url),
  description:
    'Converts among structured data formats (JSON, XML, CSV, TSV, Excel, YAML, NDJSON, SQL INSERT, HTML tables, env, query strings, base64) and documents: Markdown to a self-contained HTML page or PDF, HTML pages to Markdown, tables to PDF.',
  port: 3016,
  bodyLimit: BODY_LIMIT,
  errors: formatConverterErrors,
  bodyParsers: RAW_TYPES.map((contentType) => ({ contentType, parseAs: 'buffer' as const })),
  plugins: async (app) => {
    registerJsonBodyParser(app, BODY_LIMIT)
    registerRawBodyParser(app, RAW_TYPES, BODY_LIMIT)
    await UPLOAD.register(app)
  },
  routes: ({ converter }, scope) => {
    const used = converter ?? pooledConverter()
    if (!converter) scope.onClose(() => used.close())
    return [convertRoute({ converter: used, upload: UPLOAD })]
  },
})
