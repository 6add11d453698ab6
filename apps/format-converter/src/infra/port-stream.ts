/**
 * The response body of a streamed conversion: chunks arriving on a MessagePort (then the end), handed to the socket one at a time as it asks for more (chunk-flow.ts). `started` resolves with
 * the first message, which the worker sends only once nothing can fail any more.
 * A chunk goes back to the worker for reuse once RECYCLE_AFTER later chunks have been asked for: by
 * then the socket has finished with it (a piped response asks for a chunk only after a 'drain', or
 * after a write the socket took whole), and light-my-request copies what it is given. A consumer
 * that keeps chunks (tests collecting a body) must copy them.
 */
import { Readable } from 'node:stream'
import type { MessagePort } from 'node:worker_threads'
import { cancelOutput, chunkTaken } from './chunk-flow.js'
import { freeNow } from './free-now.js'

const RECYCLE_AFTER = 3

export class PortStream extends Readable {
  readonly started: Promise<void>
  private readonly queue: Buffer[] = []
  private readonly given: Buffer[] = []
  private wanted = false
  private ended = false
  private finished = false

  constructor(
    private readonly port: MessagePort,
    private readonly control: Int32Array,
  ) {
    super({ highWaterMark: 1 })
    let start: () => void = () => {}
    this.started = new Promise((resolve) => {
      start = resolve
    })
    port.on('message', (message: Uint8Array | ArrayBuffer | null) => {
      start()
      // Anything but a chunk is the end, with the input handed back to be freed here (chunk-flow.ts).
      if (!(message instanceof Uint8Array)) {
        this.ended = true
        if (message instanceof ArrayBuffer) freeNow(message)
      } else this.queue.push(Buffer.from(message.buffer, message.byteOffset, message.byteLength))
      this.pump()
    })
  }

  override _read(): void {
    this.wanted = true
    while (this.given.length > RECYCLE_AFTER) {
      const done = this.given.shift() as Buffer
      if (!this.finished) this.port.postMessage(done.buffer, [done.buffer as ArrayBuffer])
    }
    this.pump()
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.finished) cancelOutput(this.control)
    this.port.close()
    callback(error)
  }

  private pump(): void {
    while (this.wanted && this.queue.length > 0) {
      const chunk = this.queue.shift() as Buffer
      chunkTaken(this.control)
      this.given.push(chunk)
      this.wanted = this.push(chunk)
    }
    if (this.ended && this.queue.length === 0 && !this.finished) {
      this.finished = true
      this.push(null)
      this.port.close()
    }
  }
}
