/**
 * Test helper: the text a reader sees, extracted the same way from the input HTML and from the HTML
 * that marked renders from our Markdown. Written independently of src/: what a browser does not show
 * (head, scripts, styles, templates, embedded frames, hidden elements, form controls) is skipped;
 * block boundaries and line breaks become spaces; whitespace is collapsed.
 */
import { createDocument } from '@mixmark-io/domino'
import { marked } from 'marked'

const INVISIBLE = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'button',
  'select',
  'textarea',
  'input',
])
const INLINE = new Set(['a', 'b', 'strong', 'i', 'em', 'code', 'span', 'sup', 'sub', 'kbd', 'mark', 'del', 's'])

function isHidden(element: Element): boolean {
  return (
    element.hasAttribute('hidden') ||
    element.getAttribute('aria-hidden') === 'true' ||
    /display\s*:\s*none/i.test(element.getAttribute('style') ?? '')
  )
}

function collect(node: Node, out: string[]): void {
  for (let child = node.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) out.push(child.nodeValue ?? '')
    if (child.nodeType !== 1) continue
    const element = child as Element
    if (INVISIBLE.has(element.localName) || isHidden(element)) continue
    const block =
      !INLINE.has(element.localName) &&
      !['cite', 'time', 'small', 'abbr', 'label', 'u', 'ins', 'del'].includes(element.localName)
    if (block) out.push(' ')
    collect(element, out)
    if (block) out.push(' ')
  }
}

export function visibleText(html: string, selector?: string): string {
  const document = createDocument(html)
  const root = (selector ? document.querySelector(selector) : null) ?? document.body
  const out: string[] = []
  collect(root, out)
  return out.join('').replace(/\s+/g, ' ').trim()
}

export function renderedText(markdown: string): string {
  return visibleText(marked.parse(markdown, { async: false, gfm: true }))
}
