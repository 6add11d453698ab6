/**
 * dotenv syntax -> an object of strings: `KEY=value`, optional `export `, `#` comments (a `#` after
 * a space ends an unquoted value), 'single' quotes literal, "double" quotes with \n \r \t \" \\ escapes
 * and line breaks, `backticks` literal. The last of repeated keys wins.
 */
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { type JsonObject, setKey } from '../../domain/model.js'
import { defineReader } from '../format.js'

const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=[ \t]*(.*)$/
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' }

export const envReader = defineReader({
  key: 'env',
  input: 'text',
  mediaTypes: [],
  extensions: ['env'],
  options: z.strictObject({}),
  read(text) {
    const lines = text.split(/\r?\n/)
    const out: JsonObject = {}
    for (let at = 0; at < lines.length; at++) {
      const line = lines[at] as string
      if (/^\s*(?:#.*)?$/.test(line)) continue
      const match = ASSIGNMENT.exec(line)
      if (!match) throw invalidInput('env', 'expected KEY=VALUE', { line: at + 1, column: 1 })
      const [, key, rest] = match as unknown as [string, string, string]
      const value = readValue(rest, lines, at)
      setKey(out, key, value.text)
      at = value.lastLine
    }
    return out
  },
})

function readValue(rest: string, lines: string[], at: number): { text: string; lastLine: number } {
  const quote = rest[0]
  if (quote !== '"' && quote !== "'" && quote !== '`') {
    return { text: rest.replace(/(?:^|\s+)#.*$/, '').trim(), lastLine: at }
  }
  let body = rest.slice(1)
  for (let line = at; ; line++) {
    const close = findClose(body, quote)
    if (close !== -1) {
      const after = body.slice(close + 1)
      if (!/^\s*(?:#.*)?$/.test(after))
        throw invalidInput('env', 'unexpected text after the closing quote', { line: line + 1 })
      const raw = body.slice(0, close)
      return {
        text: quote === '"' ? raw.replace(/\\(.)/g, (all, c: string) => ESCAPES[c] ?? all) : raw,
        lastLine: line,
      }
    }
    if (line + 1 >= lines.length) throw invalidInput('env', `a ${quote} quoted value is never closed`, { line: at + 1 })
    body += `\n${lines[line + 1]}`
  }
}

function findClose(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (quote === '"' && body[i] === '\\') i++
    else if (body[i] === quote) return i
  }
  return -1
}
