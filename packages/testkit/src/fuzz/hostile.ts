/**
 * Hostile JSON values, as raw JSON text (so that -0, 1e400 and integers past 2^53 reach the server
 * exactly as written), and hostile object keys. Each is named so a failing case prints readably.
 */

/** A string a log line must never contain (the fuzzer checks the service's output for it). */
export const LOG_MARKER = 'fz-secret-4b1e'

const MB = 1_000_000

/** Markup that makes parsers slow or deep: mis-nested formatting elements, nested tables, one huge tag. */
export const MARKUP_BOMBS: Record<string, string> = {
  misnested: '<b><div></b>'.repeat(21_000),
  tables: '<table><tr><td>'.repeat(4_000),
  attributes: `<p ${Array.from({ length: 29_000 }, (_, i) => `a${i}="1"`).join(' ')}>x</p>`,
}

export const hostileValues: Record<string, (original: unknown) => string> = {
  null: () => 'null',
  true: () => 'true',
  zero: () => '0',
  negativeZero: () => '-0',
  huge: () => '1e308',
  overflow: () => '1e400',
  negativeHuge: () => '-1e308',
  pastSafeInteger: () => '9007199254740993',
  negativePastSafeInteger: () => '-9007199254740993',
  fraction: () => '0.5',
  emptyString: () => '""',
  emptyArray: () => '[]',
  emptyObject: () => '{}',
  numberAsString: () => '"12"',
  marker: () => JSON.stringify(LOG_MARKER),
  megabyteAscii: () => JSON.stringify('a'.repeat(MB)),
  megabyteDigitsThenLetter: () => JSON.stringify(`${'1'.repeat(200_000)}x`),
  megabyteMultibyte: () => JSON.stringify('€'.repeat(MB / 3)),
  megabyteSpaces: () => JSON.stringify(`x${' '.repeat(MB)}x`),
  repeatedOriginal: (original) => {
    const text = typeof original === 'string' && original.length > 0 ? original : JSON.stringify(original ?? 'x')
    return JSON.stringify(text.repeat(Math.max(1, Math.floor(MB / Math.max(1, text.length)))))
  },
  markupMisnested: () => JSON.stringify(MARKUP_BOMBS.misnested),
  markupTables: () => JSON.stringify(MARKUP_BOMBS.tables),
  markupAttributes: () => JSON.stringify(MARKUP_BOMBS.attributes),
  loneHighSurrogate: () => '"a\\ud800b"',
  loneLowSurrogate: () => '"\\udfff"',
  nul: () => '"a\\u0000b"',
  controlChars: () => '"\\u0001\\u001b[31m\\u0007"',
  bom: () => '"\\ufeffx"',
  rtlMarks: () => '"\\u202eabc\\u200f\\u2066"',
  originalWithNul: (original) => JSON.stringify(`${typeof original === 'string' ? original : 'x'}\u0000`),
  protoObject: () => '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  largeArrayOfNumbers: () => `[${new Array(100_000).fill('1').join(',')}]`,
  largeArrayOfOriginal: (original) => {
    const item = JSON.stringify(original ?? 0)
    return `[${new Array(100_000).fill(item.length <= 40 ? item : '0').join(',')}]`
  },
  wideLongKeys: () =>
    `{${Array.from({ length: 1_000 }, (_, i) => `"${String(i).padStart(1_000, 'k')}":${i}`).join(',')}}`,
  arrayOfLongKeyObjects: () => `[${new Array(1_000).fill(`{"${'k'.repeat(1_000)}":"v"}`).join(',')}]`,
  deepLongKeys: () => `${`{"${'k'.repeat(5_000)}":`.repeat(200)}1${'}'.repeat(200)}`,
  largeObject: () => `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
}

export const hostileKeys: Record<string, string> = {
  proto: '__proto__',
  constructor: 'constructor',
  prototype: 'prototype',
  extra: 'extra',
  empty: '',
  longKey: 'k'.repeat(100_000),
  markerKey: LOG_MARKER,
  nulKey: 'a\u0000b',
  surrogateKey: '\ud800',
  dottedKey: 'a.b[0]',
}

/** JSON nested `depth` levels (arrays), as text. */
export function nestedArrays(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}
