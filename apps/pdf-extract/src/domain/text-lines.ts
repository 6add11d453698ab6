/**
 * Words into lines and lines into text: the reading order inside a cell or a row. Words whose
 * baselines lie within 40 % of the font size form one line (superscripts join the line they overlap);
 * lines are read top to bottom, words left to right, and a space is put where the PDF had one or
 * where the gap is wider than 12 % of the font size.
 */
import type { Word } from './page-content.js'

export function groupLines(words: readonly Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)
  const lines: { baseline: number; top: number; bottom: number; words: Word[] }[] = []
  for (const word of sorted) {
    // lines are created in baseline order, so only the last few can take this word
    const line = lines.slice(-3).find((l) => {
      if (Math.abs(l.baseline - word.baseline) <= 0.4 * word.size) return true
      const ov = Math.min(l.bottom, word.bottom) - Math.max(l.top, word.top)
      return ov > 0.6 * Math.min(l.bottom - l.top, word.bottom - word.top)
    })
    if (line) {
      line.words.push(word)
      line.top = Math.min(line.top, word.top)
      line.bottom = Math.max(line.bottom, word.bottom)
    } else {
      lines.push({ baseline: word.baseline, top: word.top, bottom: word.bottom, words: [word] })
    }
  }
  lines.sort((a, b) => a.top - b.top)
  return lines.map((l) => l.words.sort((a, b) => a.x0 - b.x0))
}

/** Words of one line (sorted left to right) as text; right-to-left lines are read from the right. */
export function joinLine(sorted: readonly Word[]): string {
  const rtl = sorted.filter((w) => w.rtl).length * 2 > sorted.length
  const words = rtl ? [...sorted].reverse() : sorted
  let text = ''
  let prev: Word | undefined
  for (const word of words) {
    if (prev) {
      const sameRun = word.run === prev.run
      const gap = rtl ? prev.x0 - word.x1 : word.x0 - prev.x1
      if ((sameRun && word.spaceBefore) || (!sameRun && gap > 0.12 * Math.min(word.size, prev.size))) text += ' '
    }
    text += word.text
    prev = word
  }
  return text
}

export function wordsToText(words: readonly Word[]): string {
  return groupLines(words)
    .map(joinLine)
    .filter((line) => line.length > 0)
    .join('\n')
}
