/** Types for @joplin/turndown-plugin-gfm (GFM tables, strikethrough, task lists), which ships none. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown'
  export function gfm(service: TurndownService): void
}
