/**
 * Model -> XML with fast-xml-parser's builder, the reader's mapping reversed: `@_name` members are
 * attributes, `#text` is the element text, arrays repeat their element. A value that is not an object
 * with one member is wrapped in `rootName`; list items without a name are `itemName` elements.
 */
import { AppError } from '@svc/core/errors'
import { XMLBuilder } from 'fast-xml-parser'
import { z } from 'zod'
import { LIMITS } from '../../domain/limits.js'
import { isObject, type JsonObject, type JsonValue, setKey } from '../../domain/model.js'
import { defineWriter } from '../format.js'

const NAME = /^[\p{L}_][\p{L}\p{N}_.:-]*$/u

const Options = z.strictObject({
  rootName: z.string().regex(NAME).default('root'),
  itemName: z.string().regex(NAME).default('item'),
  attributePrefix: z.string().default('@_'),
  textKey: z.string().min(1).default('#text'),
  declaration: z.boolean().default(true),
  indent: z.number().int().min(0).max(8).default(2),
})
type Options = z.output<typeof Options>

export const xmlWriter = defineWriter({
  key: 'xml',
  mediaType: 'application/xml',
  acceptAlso: ['text/xml'],
  extension: 'xml',
  options: Options,
  write(value, options) {
    const builder = new XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: options.attributePrefix,
      textNodeName: options.textKey,
      format: options.indent > 0,
      indentBy: ' '.repeat(options.indent),
      suppressEmptyNode: true,
      // As deep as the reader reads (its default, 100, answered a 500 for deeper data).
      maxNestedTags: LIMITS.depth,
    })
    const single = isObject(value) && Object.keys(value).length === 1 && !Array.isArray(Object.values(value)[0])
    const tree = single ? prepare(value, options) : { [options.rootName]: prepare(value, options) }
    const xml = build(builder, tree)
    return options.declaration ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : xml
  },
})

function build(builder: XMLBuilder, tree: JsonValue): string {
  try {
    return String(builder.build(tree))
  } catch (error) {
    if (!/nested tags/i.test(String((error as Error).message))) throw error
    throw new AppError(
      'INVALID_TRANSFORMATION',
      `XML output nests at most ${LIMITS.depth} elements deep (list items count as a level); this data nests deeper.`,
      { limit: 'levels', maximum: LIMITS.depth },
    )
  }
}

/** Names checked; a list that is not an object member (the root, a list in a list) wrapped in `itemName` elements. */
function prepare(value: JsonValue, options: Options): JsonValue {
  if (Array.isArray(value)) return { [options.itemName]: value.map((item) => prepare(item, options)) }
  if (!isObject(value)) return value
  const out: JsonObject = {}
  for (const key of Object.keys(value)) {
    const special = key === options.textKey || key.startsWith(options.attributePrefix)
    const name = key.startsWith(options.attributePrefix) ? key.slice(options.attributePrefix.length) : key
    if (!(special && key === options.textKey) && !NAME.test(name)) {
      throw new AppError('INVALID_TRANSFORMATION', `The key "${key.slice(0, 60)}" is not a valid XML name.`, {
        key: key.slice(0, 200),
      })
    }
    const member = value[key] as JsonValue
    setKey(out, key, Array.isArray(member) ? member.map((item) => prepare(item, options)) : prepare(member, options))
  }
  return out
}
