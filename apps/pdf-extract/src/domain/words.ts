/**
 * Words from text runs. A run's characters are placed proportionally along its advance (pdfjs gives
 * one width per run, not per glyph), which is exact for monospaced text and within a fraction of a
 * character otherwise. Runs at an angle to the (oriented) page become one word holding their box.
 */
import { boxOf } from './geometry.js'
import { charOffsets } from './glyph-widths.js'
import type { TextRun, Word } from './page-content.js'

const ASCENT = 0.78
const DESCENT = 0.22

export function runsToWords(runs: readonly TextRun[]): Word[] {
  const words: Word[] = []
  runs.forEach((run, index) => {
    const upright = Math.abs(run.dy) < 0.05 && run.dx > 0
    if (!upright) {
      words.push(rotatedWord(run, index))
      return
    }
    const chars = Array.from(run.text)
    const offsets = charOffsets(chars, run.width, run.size)
    // an RTL run's characters (logical order) start at its right end
    const at = (i: number) => (run.rtl ? run.x + run.width - (offsets[i] as number) : run.x + (offsets[i] as number))
    let start = -1
    let spaceBefore = false
    const flush = (end: number) => {
      if (start < 0) return
      words.push({
        text: chars.slice(start, end).join(''),
        x0: Math.min(at(start), at(end)),
        x1: Math.max(at(start), at(end)),
        top: run.y - run.size * ASCENT,
        bottom: run.y + run.size * DESCENT,
        baseline: run.y,
        size: run.size,
        bold: run.bold,
        rtl: run.rtl,
        upright: true,
        spaceBefore,
        run: index,
      })
      start = -1
    }
    chars.forEach((ch, i) => {
      if (/\s/.test(ch)) {
        if (start >= 0) {
          flush(i)
        }
        spaceBefore = true
      } else if (start < 0) {
        start = i
      }
    })
    flush(chars.length)
    // the first word of a run has no space before it within the run
    const first = words.findIndex((w) => w.run === index)
    if (first >= 0 && !/^\s/.test(run.text)) (words[first] as Word).spaceBefore = false
  })
  return words
}

function rotatedWord(run: TextRun, index: number): Word {
  // baseline direction (dx, dy); "up" is the direction rotated a quarter turn anticlockwise on screen
  const ux = run.dy
  const uy = -run.dx
  const ex = run.x + run.dx * run.width
  const ey = run.y + run.dy * run.width
  const box = boxOf([
    [run.x - ux * run.size * DESCENT, run.y - uy * run.size * DESCENT],
    [ex - ux * run.size * DESCENT, ey - uy * run.size * DESCENT],
    [run.x + ux * run.size * ASCENT, run.y + uy * run.size * ASCENT],
    [ex + ux * run.size * ASCENT, ey + uy * run.size * ASCENT],
  ])
  return {
    text: run.text.trim(),
    ...box,
    baseline: box.bottom,
    size: run.size,
    bold: run.bold,
    rtl: run.rtl,
    upright: false,
    spaceBefore: false,
    run: index,
  }
}

/** Splits a word at x (a ruling it straddles), characters placed proportionally. */
export function splitWordAt(word: Word, x: number): [Word, Word] | null {
  const chars = Array.from(word.text)
  if (chars.length < 2 || !word.upright) return null
  const offsets = charOffsets(chars, word.x1 - word.x0, word.size)
  const along = word.rtl ? word.x1 - x : x - word.x0
  let cut = 0
  while (
    cut < chars.length &&
    (offsets[cut] as number) + ((offsets[cut + 1] as number) - (offsets[cut] as number)) / 2 < along
  )
    cut++
  if (cut <= 0 || cut >= chars.length) return null
  const cutX = word.rtl ? word.x1 - (offsets[cut] as number) : word.x0 + (offsets[cut] as number)
  const first = { ...word, text: chars.slice(0, cut).join('') }
  const rest = { ...word, text: chars.slice(cut).join(''), spaceBefore: false, run: -1 - word.run }
  return word.rtl
    ? [
        { ...rest, x1: cutX },
        { ...first, x0: cutX },
      ]
    : [
        { ...first, x1: cutX },
        { ...rest, x0: cutX },
      ]
}
