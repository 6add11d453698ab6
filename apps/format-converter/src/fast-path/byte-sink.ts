/**
 * Output built as a list of 1 MB chunks, each on its own ArrayBuffer so that the list crosses the
 * worker boundary by transfer (no copy) and goes to the socket as is: no full-size buffer is ever
 * grown, copied or concatenated.
 */

const CHUNK = 1 << 20

export class ByteSink {
  private readonly done: Uint8Array[] = []
  private chunk: Buffer = Buffer.allocUnsafeSlow(CHUNK)
  /** Write position in `chunk`; callers may write `chunk[pos++]` directly after `reserve`. */
  pos = 0

  get buffer(): Buffer {
    return this.chunk
  }

  /** Makes room for `bytes` contiguous bytes (a new chunk, larger than usual if it must be). */
  reserve(bytes: number): void {
    if (this.pos + bytes <= this.chunk.length) return
    this.flush()
    if (bytes > this.chunk.length) this.chunk = Buffer.allocUnsafeSlow(bytes)
  }

  bytes(source: Uint8Array): void {
    this.reserve(source.length)
    this.chunk.set(source, this.pos)
    this.pos += source.length
  }

  /** UTF-8 of a string (at most 3 bytes per code unit). */
  text(value: string): void {
    if (value.length * 3 > CHUNK) {
      this.bytes(Buffer.from(value, 'utf8'))
      return
    }
    this.reserve(value.length * 3)
    this.pos += this.chunk.write(value, this.pos, 'utf8')
  }

  /** The chunks written so far; the sink is empty afterwards. */
  finish(): Uint8Array[] {
    this.flush()
    return this.done.splice(0)
  }

  get size(): number {
    let total = this.pos
    for (const chunk of this.done) total += chunk.length
    return total
  }

  private flush(): void {
    if (this.pos > 0) this.done.push(this.chunk.subarray(0, this.pos))
    this.chunk = Buffer.allocUnsafeSlow(CHUNK)
    this.pos = 0
  }
}
