/**
 * Types for @joplin/turndown-plugin-gfm (GFM tables, strikethrough, task lists), which ships none. A
 * plugin only calls the public rule methods of the service it is given (`addRule`, `keep`, `use`) and
 * reads its `options`: that surface, met by `TurndownService` and by the engine's recorder.
 */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown'

  interface PluginTarget {
    readonly options: TurndownService.Options
    addRule(key: string, rule: TurndownService.Rule): unknown
    keep(filter: TurndownService.Filter): unknown
    use(plugins: unknown): unknown
  }
  export function gfm(service: PluginTarget): void
}
