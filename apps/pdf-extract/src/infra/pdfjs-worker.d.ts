/** pdfjs-dist ships no types for its worker half; only the handler the API looks for is used. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
