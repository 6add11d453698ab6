/**
 * Frees an ArrayBuffer at once instead of at the main thread's next garbage collection, which for
 * external memory comes only after about 64 MB of it: the buffer is moved into a message on a
 * channel whose other end is closed, which detaches it and drops its memory (measured: 100 MB of
 * 64 KB chunks freed this way left RSS flat). Only for buffers nothing else will read again.
 */
import { MessageChannel } from 'node:worker_threads'

const { port1: drain, port2 } = new MessageChannel()
port2.close()
drain.unref()

/** Frees the memory under `view` when the view is all of its ArrayBuffer; otherwise does nothing. */
export function freeNow(view: Uint8Array | ArrayBuffer): void {
  const buffer = view instanceof ArrayBuffer ? view : view.buffer
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength === 0) return
  if (!(view instanceof ArrayBuffer) && (view.byteOffset !== 0 || view.byteLength !== buffer.byteLength)) return
  drain.postMessage(null, [buffer])
}
