/**
 * Rows of text for the stream strategy: words grouped by baseline (with the same tolerance for
 * superscripts as inside a cell), then joined into chunks where the gap between two words is less
 * than half the font size (a word space is about a quarter of it; a column gap is wider).
 */
import type { Word } from './page-content.js'
import { groupLines, joinLine } from './text-lines.js'

export interface Chunk {
  text: string
  x0: number
  x1: number
  top: number
  bottom: number
  size: number
  bold: boolean
  words: Word[]
}

export interface TextRow {
  top: number
  bottom: number
  baseline: number
  chunks: Chunk[]
}

/** Gap (in font sizes) above which two words on a line are separate chunks. */
export const CHUNK_GAP = 0.5

export function textRows(words: readonly Word[]): TextRow[] {
  return groupLines(words.filter((w) => w.upright)).map((line) => {
    const chunks: Chunk[] = []
    let current: Word[] = []
    const flush = () => {
      if (current.length) chunks.push(toChunk(current))
      current = []
    }
    for (const word of line) {
      const prev = current[current.length - 1]
      if (prev && word.x0 - prev.x1 > CHUNK_GAP * Math.max(word.size, prev.size)) flush()
      current.push(word)
    }
    flush()
    const top = Math.min(...line.map((w) => w.top))
    const bottom = Math.max(...line.map((w) => w.bottom))
    const baseline = Math.max(...line.map((w) => w.baseline))
    return { top, bottom, baseline, chunks }
  })
}

function toChunk(words: Word[]): Chunk {
  return {
    text: joinLine(words),
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.bottom)),
    size: Math.max(...words.map((w) => w.size)),
    bold: words.every((w) => w.bold),
    words,
  }
}
