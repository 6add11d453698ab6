/**
 * XML -> model with fast-xml-parser. Attributes become `@_name` members and an element's text beside
 * attributes or children becomes `#text`; repeated elements become arrays. Any DTD is refused before
 * parsing, so external entities (XXE) and entity expansion (billion laughs) never run; only the five
 * predefined entities and character references are decoded.
 */
import { XMLParser } from 'fast-xml-parser'
import { z } from 'zod'
import { inferScalar } from '../../domain/infer-scalar.js'
import { invalidInput } from '../../domain/invalid-input.js'
import { LIMITS, overLimit } from '../../domain/limits.js'
import { isObject, type JsonValue } from '../../domain/model.js'
import { defineReader } from '../format.js'
import { decodeXml } from './decode.js'
import { checkWellFormed } from './well-formed.js'

const DTD = /<!DOCTYPE|<!ENTITY/i
const INERT = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g
/**
 * CDATA and comments (kept as they are), a processing instruction other than the declaration, or a
 * character reference.
 */
const PREPARED = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?(?!xml[ \t\r\n?])[\s\S]*?\?>|&#(x[0-9a-fA-F]+|[0-9]+);/g
/** Characters that a reference must keep escaped: written back as the predefined entity. */
const MARKUP: Record<string, string> = { '<': '&lt;', '&': '&amp;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * What fast-xml-parser does not do itself, done on a document saxes found well-formed: line ends
 * normalized to `\n` (XML 1.0 §2.11); character references decoded (it leaves `&#163;` as written;
 * one that stands for markup becomes the predefined entity it then decodes); processing instructions
 * removed (they are dropped anyway, and it misreads one holding a quote, `<?target '?>`). In a
 * well-formed document `<?` and `&#` mean that everywhere outside comments and CDATA.
 */
function prepare(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(PREPARED, (match, ref: string | undefined) => {
    if (ref !== undefined) {
      const char = String.fromCodePoint(ref[0] === 'x' ? Number.parseInt(ref.slice(1), 16) : Number(ref))
      return MARKUP[char] ?? char
    }
    return match.startsWith('<?') ? '' : match
  })
}

export const xmlReader = defineReader({
  key: 'xml',
  input: 'text',
  utf16: true,
  decode: decodeXml,
  mediaTypes: ['application/xml', 'text/xml'],
  extensions: ['xml'],
  options: z.strictObject({
    inferTypes: z.boolean().default(false),
    attributePrefix: z.string().default('@_'),
    textKey: z.string().min(1).default('#text'),
    unwrap: z.boolean().default(false).meta({
      description:
        'Undo the writer’s wrapping: drop a `rootName` root and turn its only `itemName` member into a list.',
    }),
    rootName: z.string().default('root'),
    itemName: z.string().default('item'),
  }),
  read(text, options) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text
    if (DTD.test(body.replace(INERT, ''))) {
      throw invalidInput('xml', 'DTDs and entity declarations are not accepted (XXE and entity expansion are refused)')
    }
    const fault = checkWellFormed(body)
    if (fault) throw invalidInput('xml', fault.reason, { line: fault.line, column: fault.column })
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: options.attributePrefix,
      textNodeName: options.textKey,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: true,
      htmlEntities: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      // The parser counts the elements open above the one it starts: 399 there is 400 levels.
      maxNestedTags: LIMITS.depth - 1,
    })
    const value = parse(parser, prepare(body))
    const unwrapped = options.unwrap ? unwrap(value, options.rootName, options.itemName) : value
    return options.inferTypes ? inferLeaves(unwrapped) : unwrapped
  },
})

/**
 * The parser's depth refusal (a plain Error) -> 400 naming the limit; the depth counted on the tag stack.
 * Any other parser error on a document saxes found well-formed is still the input's fault: 400, never 500.
 */
function parse(parser: XMLParser, body: string): JsonValue {
  try {
    return parser.parse(body) as JsonValue
  } catch (error) {
    if (/nested tags/i.test(String((error as Error).message))) {
      throw overLimit('xml', 'levels of nested elements', LIMITS.depth, elementDepth(body))
    }
    throw invalidInput('xml', 'the document could not be read')
  }
}

/** The deepest element nesting, counted from start and end tags (the input is well formed by then). */
function elementDepth(body: string): number {
  let depth = 0
  let deepest = 0
  for (const tag of body.replace(INERT, '').matchAll(/<(\/?)[^>!?]*?(\/?)>/g)) {
    if (tag[1]) depth--
    else if (!tag[2]) deepest = Math.max(deepest, ++depth)
  }
  return deepest
}

function inferLeaves(value: JsonValue): JsonValue {
  if (typeof value === 'string') return inferScalar(value)
  if (Array.isArray(value)) return value.map(inferLeaves)
  if (isObject(value)) for (const key of Object.keys(value)) value[key] = inferLeaves(value[key] as JsonValue)
  return value
}

function unwrap(value: JsonValue, rootName: string, itemName: string): JsonValue {
  if (!isObject(value) || Object.keys(value).length !== 1 || !Object.hasOwn(value, rootName)) return value
  const inner = value[rootName] as JsonValue
  if (!isObject(inner) || Object.keys(inner).length !== 1 || !Object.hasOwn(inner, itemName)) return inner
  const items = inner[itemName] as JsonValue
  return Array.isArray(items) ? items : [items]
}
