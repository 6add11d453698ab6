/** @svc/html-markdown: HTML to clean Markdown, shared by the HTML converter and the format converter. */
export { htmlToMarkdown } from './html-to-markdown.js'
export { HTML_INPUT_ERRORS } from './input-errors.js'
export { MAX_ATTRIBUTES, MAX_NESTING } from './limits.js'
export { convertWorkerPath } from './run-conversion.js'
export { type ConversionMetadata, type ConversionResult, type ConvertOptions, MODES, type Mode } from './types.js'
export type { ConversionTask } from './worker.js'
