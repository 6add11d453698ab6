// Multipart request bodies for the generated client (scripts/generate.mjs): the document rewritten so
// that a form is an object of its parts, and the openapi-typescript hooks that type its file parts and
// add FormData.
import ts from 'typescript'

/**
 * Every multipart/form-data request body as the form it is, not as the raw example's string: an object
 * whose parts are the ones the document names (a schema that already lists properties is kept; a raw
 * example's parts are read from its Content-Disposition headers), file parts (`format: binary`, or a
 * part sent with a filename) typed `Blob | Uint8Array`, text fields `string`, and the whole body also a
 * `FormData`. The file parts are required (docs/contract.md "Uploads": the form carries its file part
 * `file`), the text fields optional.
 */
export function describeForms(document) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const media = operation?.requestBody?.content?.['multipart/form-data']
      if (media) media.schema = formSchema(media)
    }
  }
  return document
}

function formSchema(media) {
  const schema = media.schema ?? {}
  if (schema.type === 'object' && schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, part]) => [
        name,
        isFilePart(part) ? { ...part, type: 'string', format: 'binary' } : part,
      ]),
    )
    return { ...schema, properties }
  }
  const parts = new Map()
  const example = typeof media.example === 'string' ? media.example : ''
  for (const [, name, filename] of example.matchAll(
    /content-disposition:\s*form-data;\s*name="([^"]*)"(;\s*filename=)?/gi,
  ))
    parts.set(name, filename !== undefined)
  if (!parts.has('file')) parts.set('file', true)
  return {
    type: 'object',
    description: schema.description,
    required: [...parts].filter(([, file]) => file).map(([name]) => name),
    properties: Object.fromEntries(
      [...parts].map(([name, file]) => [
        name,
        file ? { type: 'string', format: 'binary', description: FILE_PART } : { type: 'string' },
      ]),
    ),
    additionalProperties: false,
  }
}

const FILE_PART = 'A file part: a Blob or File (a File sends its name as the filename), or the bytes as a Uint8Array.'

const isFilePart = (part) => part?.format === 'binary' || part?.contentMediaType !== undefined

const isFormPath = (path) => /\/requestBody\/content\/multipart~1form-data$/.test(path ?? '')
// openapi-typescript names a form's part `<form path>/<part>` (and sometimes the form's own path)
const isFormPartPath = (path) => /\/requestBody\/content\/multipart~1form-data(?:\/[^/]+)?$/.test(path ?? '')
const reference = (name) => ts.factory.createTypeReferenceNode(name)

/** openapi-typescript hooks: file parts of a form are Blob | Uint8Array, a form also takes a FormData. */
export const FORM_TYPES = {
  transform(schema, { path }) {
    if (isFormPartPath(path) && isFilePart(schema))
      return ts.factory.createUnionTypeNode([reference('Blob'), reference('Uint8Array')])
    return undefined
  },
  postTransform(type, { path }) {
    return isFormPath(path) ? ts.factory.createUnionTypeNode([reference('FormData'), type]) : undefined
  },
}
