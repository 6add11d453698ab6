/** The parts of @mixmark-io/domino (turndown's own HTML5 parser) that this package uses. */
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string, force?: boolean): Document
}

/** domino's tree builder; only its stack of open elements is used (open-element-cap.ts). */
declare module '@mixmark-io/domino/lib/HTMLParser.js' {
  interface ElementStack {
    elements: unknown[]
    push(element: unknown): void
  }
  const HTMLParser: { ElementStack: { prototype: ElementStack } }
  export default HTMLParser
}
