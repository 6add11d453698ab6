/**
 * Characters of text a payload holds (strings, numbers and member names), counted until `stop`:
 * the route's cheap test of whether a scan belongs in the worker pool.
 */
export function payloadChars(value: unknown, stop: number): number {
  let total = 0
  const stack: unknown[] = [value]
  while (stack.length > 0 && total < stop) {
    const v = stack.pop()
    if (typeof v === 'string') total += v.length
    else if (typeof v === 'number') total += 8
    else if (Array.isArray(v)) for (const item of v) stack.push(item)
    else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        total += k.length
        stack.push(item)
      }
    }
  }
  return total
}
