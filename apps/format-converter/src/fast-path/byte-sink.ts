/**
 * Output built in 1 MB chunks, each on its own ArrayBuffer, so that a chunk crosses the worker
 * boundary by transfer (no copy) and goes to the socket as is: no full-size buffer is ever grown,
 * copied or concatenated. With `onChunk` every full chunk is handed over as soon as it is full
 * (streaming); without it the chunks are kept for `finish`. `allocate` may hand back a chunk the
 * receiver is done with (chunk-flow.ts), so that a long output reuses a few buffers.
 */

export const CHUNK_BYTES = 1 << 20

export interface SinkOptions {
  onChunk?: ((chunk: Uint8Array) => void) | undefined
  chunkBytes?: number | undefined
  allocate?: ((bytes: number) => Buffer) | undefined
}

export class ByteSink {
  private readonly done: Uint8Array[] = []
  private chunk: Buffer
  /** Write position in `buffer`; writers may store `buffer[pos++]` directly after `reserve`. */
  pos = 0
  private written = 0

  private readonly onChunk: ((chunk: Uint8Array) => void) | undefined
  private readonly chunkBytes: number
  private readonly allocate: (bytes: number) => Buffer

  constructor(options: SinkOptions = {}) {
    this.onChunk = options.onChunk
    this.chunkBytes = options.chunkBytes ?? CHUNK_BYTES
    this.allocate = options.allocate ?? ((bytes) => Buffer.allocUnsafeSlow(bytes))
    this.chunk = this.allocate(this.chunkBytes)
  }

  get buffer(): Buffer {
    return this.chunk
  }

  /** Makes room for `bytes` contiguous bytes (at most the chunk size). */
  reserve(bytes: number): void {
    if (this.pos + bytes > this.chunk.length) this.flush()
  }

  /** Copies a short piece (a key, a separator: at most the chunk size) in one go. */
  piece(source: Uint8Array, start = 0, end = source.length): void {
    if (this.pos + end - start > this.chunk.length) this.flush()
    const out = this.chunk
    let pos = this.pos
    for (let at = start; at < end; at++) out[pos++] = source[at] as number
    this.pos = pos
  }

  /** Copies `source[start, end)`, across chunks when it is long. */
  bytes(source: Uint8Array, start = 0, end = source.length): void {
    while (start < end) {
      if (this.pos === this.chunk.length) this.flush()
      const take = Math.min(end - start, this.chunk.length - this.pos)
      this.chunk.set(source.subarray(start, start + take), this.pos)
      this.pos += take
      start += take
    }
  }

  /** The UTF-8 of a string. */
  text(value: string): void {
    if (value.length * 3 > this.chunkBytes) {
      this.bytes(Buffer.from(value, 'utf8'))
      return
    }
    this.reserve(value.length * 3)
    this.pos += this.chunk.write(value, this.pos, 'utf8')
  }

  /** Bytes written so far. */
  get size(): number {
    return this.written + this.pos
  }

  /** Hands over the last chunk; returns the chunks kept (none when streaming). */
  finish(): Uint8Array[] {
    if (this.pos > 0) this.flush(false)
    return this.done.splice(0)
  }

  private flush(more = true): void {
    if (this.pos > 0) {
      const full = this.chunk.subarray(0, this.pos)
      this.written += this.pos
      if (this.onChunk) this.onChunk(full)
      else this.done.push(full)
    }
    this.chunk = more ? this.allocate(this.chunkBytes) : Buffer.alloc(0)
    this.pos = 0
  }
}
