/**
 * XML 1.0 well-formedness, checked with saxes (a conforming, streaming, linear parser) before
 * fast-xml-parser builds the value: fast-xml-parser's own validator accepts about half of the W3C
 * suite's not-well-formed documents (control characters, `--` in comments, `<` in attribute values,
 * malformed names, character references to characters XML forbids). Namespaces are not checked
 * (an undeclared prefix is well-formed XML 1.0; the reader keeps prefixed names as written).
 */
import { SaxesParser } from 'saxes'

export interface NotWellFormed {
  reason: string
  line: number
  column: number
}

/**
 * saxes' messages that end in a name from the input: only the part before the name is kept, so the
 * answer never quotes the caller's text.
 */
const QUOTES_INPUT =
  /^(duplicate attribute|malformed name|unclosed tag|unmatched closing tag|undefined entity|expected one of|expected the name|disallowed character in entity name)/

export function checkWellFormed(body: string): NotWellFormed | undefined {
  const parser = new SaxesParser({ xmlns: false, position: true })
  let found: NotWellFormed | undefined
  parser.on('error', (error: Error) => {
    // saxes' message is `line:column: reason`.
    const match = /^(\d+):(\d+): ([\s\S]*)$/.exec(error.message)
    const raw = (match?.[3] ?? error.message).trim()
    const prefix = QUOTES_INPUT.exec(raw)
    found = {
      reason: prefix ? (prefix[1] as string) : raw.replace(/\.$/, ''),
      line: match ? Number(match[1]) : parser.line,
      column: match ? Number(match[2]) : parser.column,
    }
    // Thrown out of write() to stop at the first fault, caught below.
    throw STOP
  })
  try {
    parser.write(body).close()
  } catch (error) {
    if (error !== STOP) throw error
  }
  return found
}

const STOP = Symbol('not well-formed')
