/**
 * One turndown instance per mode: GFM (tables, strikethrough, task lists) plus the few rules turndown
 * lacks — definition terms, inline HTML that keeps its meaning in `readable` mode, plain line breaks
 * in `llm-friendly`, and images whose alt and title are escaped like text.
 */
import { gfm } from '@joplin/turndown-plugin-gfm'
import TurndownService from 'turndown'
import { INLINE_HTML_TAGS } from './element-policy.js'
import { escapeText, escapeTitle } from './escape.js'
import type { Mode } from './types.js'

function imageRule(content: string, node: TurndownService.Node): string {
  const element = node as HTMLElement
  const alt = escapeText((element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim())
  const title = escapeTitle(element.getAttribute('title') ?? '').trim()
  const src = (element.getAttribute('src') ?? '').replace(/[()]/g, (c) => `\\${c}`)
  return src ? `![${alt}](${src}${title ? ` "${title}"` : ''})` : content
}

function addRules(service: TurndownService, mode: Mode): void {
  service.addRule('image', { filter: 'img', replacement: imageRule })
  service.addRule('definitionTerm', {
    filter: 'dt',
    replacement: (content) => (content.trim() ? `\n\n**${content.trim()}**\n\n` : ''),
  })
  service.addRule('inlineHtml', {
    filter: [...INLINE_HTML_TAGS],
    replacement: (content, node) => {
      const tag = (node as HTMLElement).localName
      return mode === 'readable' && content.trim() ? `<${tag}>${content}</${tag}>` : content
    },
  })
  if (mode === 'llm-friendly') service.addRule('plainBreak', { filter: 'br', replacement: () => '\n' })
}

function createConverter(mode: Mode): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
    linkStyle: mode === 'llm-friendly' ? 'referenced' : 'inlined',
    linkReferenceStyle: 'full',
  })
  service.use(gfm)
  addRules(service, mode)
  service.escape = escapeText
  return service
}

const converters = new Map<Mode, TurndownService>()

/** The cached converter of a mode (turndown is synchronous, so one instance per mode is safe). */
export function converterFor(mode: Mode): TurndownService {
  let service = converters.get(mode)
  if (service === undefined) {
    service = createConverter(mode)
    converters.set(mode, service)
  }
  return service
}
