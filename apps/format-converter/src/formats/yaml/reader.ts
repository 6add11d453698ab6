/**
 * YAML 1.2 (core schema) -> model with the `yaml` package. Aliases are bounded twice: at most 100 per
 * document (so a billion-laughs file is refused), and what they expand to counts against a node budget
 * (one anchor of 100,000 items named 99 times is 9.9 million nodes of output from 1.5 MB). A tag outside
 * the core schema (`!custom`, `!!python/...`) is refused rather than silently read as a string; the
 * YAML 1.1 collection and binary tags are mapped by a rule (yaml-tags.ts). Several documents (`---`)
 * read as a list; an empty stream is null; a stream of directives with no document is refused.
 */
import { type Document, isAlias, isMap, isPair, isScalar, isSeq, type Node, parseAllDocuments } from 'yaml'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { LIMITS, overLimit } from '../../domain/limits.js'
import type { JsonValue } from '../../domain/model.js'
import { defineReader } from '../format.js'
import { toModel } from './yaml-tags.js'

export const MAX_ALIASES = 100

export const yamlReader = defineReader({
  key: 'yaml',
  input: 'text',
  mediaTypes: ['application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml'],
  extensions: ['yaml', 'yml'],
  options: z.strictObject({}),
  read(text) {
    const nesting = nestingBound(text)
    if (nesting > LIMITS.depth)
      throw overLimit('yaml', 'columns of indentation and open flow brackets', LIMITS.depth, nesting)
    if (/^%YAML/m.test(text)) checkYamlDirectives(text)
    const parsed = parseAllDocuments(text, { schema: 'core', uniqueKeys: true, prettyErrors: true })
    if (parsed.length === 0) {
      // With no document the text is comments, `...` and directives: a directive needs a document.
      if (/^%/m.test(text)) throw invalidInput('yaml', 'a directive must be followed by a document (`---`)')
      return null
    }
    const documents = parsed.filter((document) => !isPhantom(document))
    let aliasNodes = 0
    const values = documents.map((document) => {
      const problem = document.errors[0] ?? document.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED')
      if (problem) throw atPosition(problem.message, problem.linePos?.[0])
      aliasNodes += aliasExpansion(document)
      if (aliasNodes > LIMITS.aliasNodes)
        throw overLimit('yaml', 'nodes added by aliases', LIMITS.aliasNodes, aliasNodes, ' (expanded size)')
      let value: unknown
      try {
        value = document.toJS({ maxAliasCount: MAX_ALIASES })
      } catch (error) {
        const reason = /alias/i.test(String((error as Error).message))
          ? `more than ${MAX_ALIASES} alias expansions (refused as a resource-exhaustion attempt)`
          : 'the document cannot be represented as data'
        throw invalidInput('yaml', reason)
      }
      return toModel(value)
    })
    if (values.length === 0) return null
    return values.length === 1 ? (values[0] as JsonValue) : values
  },
})

/**
 * An upper bound on the nesting the parser would recurse into, measured before it runs (the yaml
 * package recurses per level and overflows its stack somewhere near a thousand levels): each line's
 * indentation with its compact `- `/`? `/`: ` indicators, plus the flow brackets open at that point.
 * A block level takes at least one column and a flow level one bracket, so 400 bounds the depth.
 */
function nestingBound(text: string): number {
  let deepest = 0
  let flow = 0
  for (const line of text.split('\n')) {
    const indent = /^[ \t]*(?:[-?:][ \t]+)*/.exec(line)?.[0].length ?? 0
    if (indent + flow > deepest) deepest = indent + flow
    let quote = ''
    for (let at = 0; at < line.length; at++) {
      const c = line[at] as string
      if (quote) {
        if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '#' && (at === 0 || line[at - 1] === ' ' || line[at - 1] === '\t')) break
      else if (c === '[' || c === '{') deepest = Math.max(deepest, indent + ++flow)
      else if ((c === ']' || c === '}') && flow > 0) flow--
    }
  }
  return deepest
}

/** A document's directives may name the YAML version once (the parser keeps the last silently). */
function checkYamlDirectives(text: string): void {
  let inDirectives = true
  let versions = 0
  const lines = text.split(/\r?\n/)
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as string
    if (inDirectives && line.startsWith('%YAML') && ++versions > 1)
      throw invalidInput('yaml', 'a second %YAML directive for one document', { line: at + 1, column: 1 })
    if (line.startsWith('---')) inDirectives = false
    else if (line.startsWith('...')) {
      inDirectives = true
      versions = 0
    }
  }
}

/**
 * The parser reads the comment between two `...` markers as an empty document; the specification has
 * no such document (an empty document needs `---`): one with no start marker and nothing in it is dropped.
 */
function isPhantom(document: Document.Parsed): boolean {
  const contents = document.contents
  if (document.directives.docStart || document.errors.length > 0) return false
  if (contents === null) return true
  return isScalar(contents) && contents.value === null && contents.source === '' && !contents.tag && !contents.anchor
}

/**
 * How many nodes the document's aliases add once expanded, computed on the syntax tree in linear time
 * (each node's expanded size once, aliases standing for their anchor's). An alias inside the node it
 * names (a cycle, which JSON cannot hold) is refused.
 */
function aliasExpansion(document: Document.Parsed): number {
  const root = document.contents as Node | null
  if (!root) return 0
  const targets = new Map<Node, Node>()
  const anchors = new Map<string, Node>()
  let own = 0
  const pending: Node[] = [root]
  while (pending.length > 0) {
    const node = pending.pop() as Node
    own++
    if (node.anchor) anchors.set(node.anchor, node)
    if (isAlias(node)) {
      const target = anchors.get(node.source)
      if (target) targets.set(node, target)
      continue
    }
    const children = childrenOf(node)
    for (let at = children.length - 1; at >= 0; at--) pending.push(children[at] as Node)
  }
  if (targets.size === 0) return 0
  const size = new Map<Node, number>()
  const stack: { node: Node; open: boolean }[] = [{ node: root, open: false }]
  const onPath = new Set<Node>()
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { node: Node; open: boolean }
    const next = isAlias(top.node)
      ? targets.get(top.node)
        ? [targets.get(top.node) as Node]
        : []
      : childrenOf(top.node)
    if (!top.open) {
      top.open = true
      onPath.add(top.node)
      for (const child of next) {
        if (onPath.has(child)) throw invalidInput('yaml', 'an alias refers to a node that contains it (a cycle)')
        if (!size.has(child)) stack.push({ node: child, open: false })
      }
      continue
    }
    stack.pop()
    onPath.delete(top.node)
    const below = next.reduce((sum, child) => sum + (size.get(child) ?? 0), 0)
    size.set(top.node, isAlias(top.node) ? below : 1 + below)
  }
  return Math.max(0, (size.get(root) ?? 0) - own)
}

function childrenOf(node: Node): Node[] {
  if (isMap(node) || isSeq(node)) {
    const out: Node[] = []
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (item.key && typeof item.key === 'object') out.push(item.key as Node)
        if (item.value && typeof item.value === 'object') out.push(item.value as Node)
      } else if (item && typeof item === 'object') out.push(item as Node)
    }
    return out
  }
  return []
}

function atPosition(message: string, pos: { line: number; col: number } | undefined) {
  const reason = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '')
  return invalidInput('yaml', reason, pos ? { line: pos.line, column: pos.col } : {})
}
