/**
 * The row separator papaparse 5 guesses when none is given (`guessLineEndings`), computed the same
 * way on the same text: the first 1,048,576 UTF-16 code units, quoted stretches removed.
 */

/** At most 3 bytes of UTF-8 per UTF-16 code unit: this many bytes always cover papaparse's 1 M units. */
const SAMPLE_UNITS = 1024 * 1024
const SAMPLE_BYTES = SAMPLE_UNITS * 3 + 3

export function guessNewline(bytes: Uint8Array, quoteChar: string): '\n' | '\r\n' | '\r' {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // A sequence cut at the sample's end decodes to U+FFFD past the first 1 M units: it never counts.
  const sample = buffer.toString('utf8', 0, Math.min(buffer.length, SAMPLE_BYTES)).substring(0, SAMPLE_UNITS)
  const quote = escapeRegExp(quoteChar)
  const input = sample.replace(new RegExp(`${quote}([^]*?)${quote}`, 'gm'), '')
  const r = input.split('\r')
  const n = input.split('\n')
  const nAppearsFirst = n.length > 1 && (n[0] as string).length < (r[0] as string).length
  if (r.length === 1 || nAppearsFirst) return '\n'
  let numWithN = 0
  for (const part of r) if (part[0] === '\n') numWithN++
  return numWithN >= r.length / 2 ? '\r\n' : '\r'
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
