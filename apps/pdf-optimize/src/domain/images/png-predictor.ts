/** Undoes PNG row predictors (Flate /DecodeParms /Predictor 10-15): each row starts with its filter type byte. */
export function unpredictPng(
  data: Uint8Array,
  rowBytes: number,
  bytesPerPixel: number,
  rows: number,
): Uint8Array | undefined {
  const out = new Uint8Array(rowBytes * rows)
  for (let row = 0; row < rows; row++) {
    const src = row * (rowBytes + 1)
    if (src + rowBytes >= data.length + 1) return undefined
    const type = data[src]!
    const at = row * rowBytes
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[src + 1 + i] ?? 0
      const left = i >= bytesPerPixel ? out[at + i - bytesPerPixel]! : 0
      const up = row > 0 ? out[at - rowBytes + i]! : 0
      const upLeft = row > 0 && i >= bytesPerPixel ? out[at - rowBytes + i - bytesPerPixel]! : 0
      let predicted = 0
      if (type === 1) predicted = left
      else if (type === 2) predicted = up
      else if (type === 3) predicted = (left + up) >> 1
      else if (type === 4) {
        const p = left + up - upLeft
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - up)
        const pc = Math.abs(p - upLeft)
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      } else if (type !== 0) return undefined
      out[at + i] = (raw + predicted) & 0xff
    }
  }
  return out
}
