/** The parts of @mixmark-io/domino (turndown's own HTML5 parser) that this package uses. */
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string, force?: boolean): Document
}

/** domino's tree builder; only its stack of open elements is used (open-element-cap.ts, scope-budget.ts). */
declare module '@mixmark-io/domino/lib/HTMLParser.js' {
  type ScopeCheck = (...args: unknown[]) => boolean
  interface ElementStack {
    elements: unknown[]
    push(element: unknown): void
    inSpecificScope: ScopeCheck
    elementInSpecificScope: ScopeCheck
    elementTypeInSpecificScope: ScopeCheck
    inSelectScope: ScopeCheck
  }
  const HTMLParser: { ElementStack: { prototype: ElementStack } }
  export default HTMLParser
}
