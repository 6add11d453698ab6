/** The two functions of @mixmark-io/domino (turndown's own HTML5 parser) that this package uses. */
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string, force?: boolean): Document
}
