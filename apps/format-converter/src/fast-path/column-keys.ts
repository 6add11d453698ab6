/**
 * The JSON -> CSV fast path's columns (json-to-csv.ts): member keys (and flattened names of records
 * read whole) -> column numbers in first-seen order, as toTable assigns them. For a member read from
 * bytes, a key repeated in one object (JSON.parse keeps the last) or an integer-like key (JavaScript
 * orders those first) is refused: that record is then read whole. Frozen (the writing pass), no
 * column is added.
 */

export class ColumnKeys {
  readonly columns: string[] = []
  /** Each column's key bytes as a member spelled it (none for a flattened name): for prediction. */
  private readonly raw: (Buffer | undefined)[] = []
  private readonly byName = new Map<string, number>()
  private seenIn = new Int32Array(16).fill(-1)
  private object = -1
  private last = -1
  private mark = 0
  private frozen = false

  constructor(private readonly input: Buffer) {}

  startObject(): void {
    this.object++
    this.last = -1
    this.mark = this.columns.length
  }

  /** Forgets the columns the current object added (it is read whole instead). */
  rollback(): void {
    for (const name of this.columns.splice(this.mark)) this.byName.delete(name)
    this.raw.length = this.mark
  }

  freeze(): void {
    this.frozen = true
  }

  /** The column of a flattened name (a record read whole); -1 only when frozen and unknown. */
  column(name: string): number {
    return this.byName.get(name) ?? (this.frozen ? -1 : this.add(name, undefined))
  }

  /** The column of a key; -1 for a key repeated in one object or an array index (JavaScript orders those first). */
  resolve(start: number, end: number, escaped: boolean): number {
    let column = escaped ? -1 : this.predicted(start, end)
    if (column === -1) {
      const name = escaped
        ? (JSON.parse(`"${this.input.toString('utf8', start, end)}"`) as string)
        : this.input.toString('utf8', start, end)
      if (isArrayIndex(name)) return -1
      column = this.byName.get(name) ?? (this.frozen ? -1 : this.add(name, this.input.subarray(start, end)))
      if (column === -1) return -1
    }
    if (this.seenIn[column] === this.object) return -1
    this.seenIn[column] = this.object
    this.last = column
    return column
  }

  /** Objects usually repeat the previous one's keys in order: compare bytes with the next column's key. */
  private predicted(start: number, end: number): number {
    const column = this.last + 1
    const key = this.raw[column]
    if (key === undefined || key.length !== end - start) return -1
    const input = this.input
    for (let at = 0; at < key.length; at++) if (key[at] !== input[start + at]) return -1
    return column
  }

  private add(name: string, raw: Buffer | undefined): number {
    const column = this.columns.push(name) - 1
    this.raw.push(raw && Buffer.from(raw))
    this.byName.set(name, column)
    if (column >= this.seenIn.length) {
      const grown = new Int32Array(this.seenIn.length * 2).fill(-1)
      grown.set(this.seenIn)
      this.seenIn = grown
    }
    return column
  }
}

function isArrayIndex(name: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(name) && Number(name) < 4_294_967_295
}
