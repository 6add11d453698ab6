/** Public shapes of the HTML → Markdown conversion. */

export const MODES = ['strict', 'readable', 'llm-friendly'] as const
export type Mode = (typeof MODES)[number]

export interface ConvertOptions {
  /** Default `readable`. */
  mode?: Mode
  /** Adds `metadata` to the result. */
  includeMetadata?: boolean
}

export interface ConversionMetadata {
  /** Unicode code points in the input HTML. */
  inputChars: number
  /** Unicode code points in the Markdown. */
  outputChars: number
  /** Elements dropped with their content (in the body, plus scripts and styles of the head), by tag, keys sorted. */
  tagsRemoved: Record<string, number>
  /** Text of `<title>`, or null. */
  title: string | null
  /** `lang` of the `<html>` element, or null. */
  language: string | null
  /** Links kept in the Markdown. */
  links: number
  /** Images kept in the Markdown. */
  images: number
  /** Tables kept in the Markdown. */
  tables: number
  /** Headings (h1–h6) kept in the Markdown. */
  headings: number
}

export interface ConversionResult {
  markdown: string
  metadata?: ConversionMetadata
}
