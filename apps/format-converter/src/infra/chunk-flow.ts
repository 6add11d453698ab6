/**
 * Output chunks from a worker to the response, with backpressure (README.md, Fast path): the worker
 * posts each 1 MB chunk on a MessagePort (transferred, not copied), then the end (`endStream`) and blocks while more than
 * IN_FLIGHT chunks wait on the main thread; the response stream takes them one at a time as the socket
 * drains. A shared Int32Array carries the count and a cancel flag (the client went away). Chunks the
 * socket has finished with go back to the worker on the same port for reuse, so that a 50 MB output
 * cycles through about ten buffers instead of leaving fifty behind for the garbage collector.
 */
import { type MessagePort, receiveMessageOnPort } from 'node:worker_threads'
import type { SinkOptions } from '../fast-path/byte-sink.js'

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

/** Worker side: a sink's chunk hand-over (post, then wait while IN_FLIGHT chunks are queued) and allocation (a returned chunk first). */
export function workerChunks(port: MessagePort, control: Int32Array): SinkOptions {
  return {
    onChunk(chunk) {
      Atomics.add(control, COUNT, 1)
      port.postMessage(chunk, [chunk.buffer as ArrayBuffer])
      for (;;) {
        if (Atomics.load(control, CANCELLED) === 1) throw new CancelledOutput()
        const waiting = Atomics.load(control, COUNT)
        if (waiting <= IN_FLIGHT) return
        Atomics.wait(control, COUNT, waiting, 1_000)
      }
    },
    allocate(bytes) {
      const returned = receiveMessageOnPort(port)?.message
      if (returned instanceof ArrayBuffer && returned.byteLength === bytes) return Buffer.from(returned)
      return Buffer.allocUnsafeSlow(bytes)
    },
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

/**
 * Worker side: the end of the stream. The input goes back with it: an idle worker may not collect
 * garbage for several requests, each leaving its 20 MB input behind, while the main thread collects
 * often (measured: RSS grew by about the input size per request until this).
 */
export function endStream(port: MessagePort, input: Uint8Array): void {
  const buffer = input.buffer
  if (buffer instanceof ArrayBuffer && input.byteOffset === 0 && input.byteLength === buffer.byteLength)
    port.postMessage(buffer, [buffer])
  else port.postMessage(null)
}
