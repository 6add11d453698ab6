/**
 * YAML 1.2 (core schema) -> model with the `yaml` package. Aliases are bounded (at most 100 per
 * document, so a billion-laughs file is refused); a tag outside the core schema (`!custom`, `!!python/...`)
 * is refused rather than silently read as a string. Several documents (`---`) read as a list; an empty file is null.
 */
import { parseAllDocuments } from 'yaml'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import type { JsonValue } from '../../domain/model.js'
import { defineReader } from '../format.js'

export const MAX_ALIASES = 100

export const yamlReader = defineReader({
  key: 'yaml',
  input: 'text',
  mediaTypes: ['application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml'],
  extensions: ['yaml', 'yml'],
  options: z.strictObject({}),
  read(text) {
    const documents = parseAllDocuments(text, { schema: 'core', uniqueKeys: true, prettyErrors: true })
    const values = documents.map((document) => {
      const problem = document.errors[0] ?? document.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED')
      if (problem) throw atPosition(problem.message, problem.linePos?.[0])
      try {
        return document.toJS({ maxAliasCount: MAX_ALIASES }) as JsonValue
      } catch (error) {
        const reason = /alias/i.test(String((error as Error).message))
          ? `more than ${MAX_ALIASES} alias expansions (refused as a resource-exhaustion attempt)`
          : 'the document cannot be represented as data'
        throw invalidInput('yaml', reason)
      }
    })
    if (values.length === 0) return null
    return values.length === 1 ? (values[0] as JsonValue) : values
  },
})

function atPosition(message: string, pos: { line: number; col: number } | undefined) {
  const reason = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '')
  return invalidInput('yaml', reason, pos ? { line: pos.line, column: pos.col } : {})
}
