/** A run of text as the PDF draws it (one text-showing operation), already in display space. */
export interface TextRun {
  text: string
  /** Baseline start and the unit vector along the baseline (display space). */
  x: number
  y: number
  dx: number
  dy: number
  /** Advance along the baseline and the font size (em height). */
  width: number
  size: number
  bold: boolean
  /** Right-to-left run (pdfjs `dir`): its characters, in logical order, are laid out from the right. */
  rtl: boolean
}

/** A straight horizontal or vertical stroke (or thin filled rectangle), as its centre line. */
export interface Segment {
  orientation: 'h' | 'v'
  /** y of a horizontal segment, x of a vertical one. */
  at: number
  from: number
  to: number
}

export interface PageContent {
  pageNumber: number
  width: number
  height: number
  runs: TextRun[]
  segments: Segment[]
  /** Edges of filled (non-white) rectangles, used as rulings only when the page has few strokes. */
  fillEdges: Segment[]
}

/** One word (or word fragment) on a horizontal line, after the page has been turned upright. */
export interface Word {
  text: string
  x0: number
  x1: number
  top: number
  bottom: number
  baseline: number
  size: number
  bold: boolean
  /** False for text drawn at an angle to the page's reading direction (rotated headers). */
  upright: boolean
  /** True when this word followed the previous one in the same run with a space between. */
  spaceBefore: boolean
  rtl: boolean
  /** Run number, to know whether two words came from one text-showing operation. */
  run: number
}
