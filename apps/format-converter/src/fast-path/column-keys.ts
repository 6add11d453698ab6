/**
 * The JSON -> CSV fast path's columns (json-to-csv.ts): member keys -> column numbers in first-seen
 * order, as toTable assigns them. A key repeated in one object (JSON.parse keeps the last) or an
 * integer-like key (JavaScript orders those first) is refused: the general path then answers.
 */

export class ColumnKeys {
  readonly columns: string[] = []
  private readonly raw: Buffer[] = []
  private readonly byName = new Map<string, number>()
  private seenIn = new Int32Array(16).fill(-1)
  private object = -1
  private last = -1

  constructor(private readonly input: Buffer) {}

  startObject(): void {
    this.object++
    this.last = -1
  }

  /** The column of a key; -1 for a key repeated in one object or an array index (JavaScript orders those first). */
  resolve(start: number, end: number, escaped: boolean): number {
    let column = escaped ? -1 : this.predicted(start, end)
    if (column === -1) {
      const name = escaped
        ? (JSON.parse(`"${this.input.toString('utf8', start, end)}"`) as string)
        : this.input.toString('utf8', start, end)
      column = this.byName.get(name) ?? this.add(name, this.input.subarray(start, end))
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

  private add(name: string, raw: Buffer): number {
    if (/^(?:0|[1-9]\d{0,9})$/.test(name) && Number(name) < 4_294_967_295) return -1
    const column = this.columns.push(name) - 1
    this.raw.push(Buffer.from(raw))
    this.byName.set(name, column)
    if (column >= this.seenIn.length) {
      const grown = new Int32Array(this.seenIn.length * 2).fill(-1)
      grown.set(this.seenIn)
      this.seenIn = grown
    }
    return column
  }
}
