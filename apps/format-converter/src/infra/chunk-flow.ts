/**
 * Output chunks from a worker to the response, with backpressure (README.md, Fast path): the worker
 * posts each 1 MB chunk on a MessagePort (transferred, not copied) and blocks while more than
 * IN_FLIGHT chunks wait on the main thread; the response stream takes them one at a time as the socket
 * drains. A shared Int32Array carries the count and a cancel flag (the client went away).
 */
import type { MessagePort } from 'node:worker_threads'

export const IN_FLIGHT = 4
const COUNT = 0
const CANCELLED = 1

export function createFlowControl(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8))
}

export class CancelledOutput extends Error {
  constructor() {
    super('the response was abandoned')
  }
}

/** Worker side: a chunk sink that posts, then waits while the main thread is IN_FLIGHT chunks behind. */
export function postChunks(port: MessagePort, control: Int32Array): (chunk: Uint8Array) => void {
  return (chunk) => {
    Atomics.add(control, COUNT, 1)
    port.postMessage(chunk, [chunk.buffer as ArrayBuffer])
    for (;;) {
      if (Atomics.load(control, CANCELLED) === 1) throw new CancelledOutput()
      const waiting = Atomics.load(control, COUNT)
      if (waiting <= IN_FLIGHT) return
      Atomics.wait(control, COUNT, waiting, 1_000)
    }
  }
}

/** Main side: one chunk taken off the queue. */
export function chunkTaken(control: Int32Array): void {
  Atomics.sub(control, COUNT, 1)
  Atomics.notify(control, COUNT)
}

export function cancelOutput(control: Int32Array): void {
  Atomics.store(control, CANCELLED, 1)
  Atomics.notify(control, COUNT)
}
