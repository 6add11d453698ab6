/**
 * The one entry to pdfjs-dist (legacy build, the one meant for Node). Its two halves are loaded
 * here, after the builtins were captured (the static import of native-builtins.ts runs before this
 * body; pdfjs is imported dynamically so that no import ordering can put it first): the API, then
 * the worker half, handed to the API as `globalThis.pdfjsWorker` so that its in-thread "fake worker"
 * uses it instead of importing the file on the first getDocument. Then the builtins core-js
 * replaced are put back (native-builtins.ts says why).
 */
import { restoreNativeBuiltins } from './native-builtins.js'

const api = await import('pdfjs-dist/legacy/build/pdf.mjs')
const { WorkerMessageHandler } = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = { WorkerMessageHandler }
restoreNativeBuiltins()

export const { getDocument, OPS } = api
export type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
