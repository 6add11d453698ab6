/**
 * Paths kept as shared chains, written out only when reported. Every template step (`orders`, `[]`,
 * `.lines`, `["Order ID"]`) is one node holding its own segment and a pointer to its parent, so a path
 * costs one node whatever its depth, and memory stays linear in the input. Writing each path out in full
 * cost the sum of all path lengths: depth squared times key length (a 4.9 MB body of long keys nested
 * deep took the process to 2.4 GB; 9.8 MB exhausted the heap). A reported path is written at most
 * MAX_PATH_CHARS long, its middle elided, by walking its chain; the sort order is the code-unit order of
 * the full paths, computed over the chains without writing them out (`rankPaths`).
 */
import { appendKey } from '@svc/core/errors'

export const MAX_PATH_CHARS = 500

/** One step of a path template: a key of an object or the elements of an array. */
export class PathNode {
  readonly length: number
  /** Code-unit order of the full path among all nodes, set by `rankPaths`. */
  rank = -1
  private keys: Map<string, PathNode> | undefined
  private elements: PathNode | undefined

  constructor(
    readonly up: PathNode | undefined,
    readonly segment: string,
  ) {
    this.length = (up?.length ?? 0) + segment.length
  }

  static root(): PathNode {
    return new PathNode(undefined, '')
  }

  /** The node for member `key` of the object at this path (created on first use). */
  key(key: string): PathNode {
    this.keys ??= new Map()
    let node = this.keys.get(key)
    if (!node) {
      node = new PathNode(this, keySegment(this.length === 0, key))
      this.keys.set(key, node)
    }
    return node
  }

  /** The node for the elements of the array at this path (`[]`). */
  array(): PathNode {
    this.elements ??= new PathNode(this, '[]')
    return this.elements
  }

  children(): PathNode[] {
    const all = this.keys ? [...this.keys.values()] : []
    if (this.elements) all.push(this.elements)
    return all
  }
}

/** How `appendKey` writes `key` after a path: `key` at the start, `.key`, or `["any key"]`. */
function keySegment(atStart: boolean, key: string): string {
  const written = appendKey(atStart ? '' : '_', key)
  return atStart ? written : written.slice(1)
}

/**
 * A concrete path (`orders[3].lines`): a chain of written pieces, each either literal text (`[3]`) or
 * the template steps from one node down to another (`customer.address`, shared with the template).
 */
export interface ConcretePath {
  readonly up: ConcretePath | undefined
  readonly text?: string
  /** The steps below `from` (exclusive) down to `to` (inclusive). */
  readonly from?: PathNode
  readonly to?: PathNode
}

export const concrete = (up: ConcretePath | undefined, text: string): ConcretePath => ({ up, text })
export const concreteSteps = (up: ConcretePath | undefined, from: PathNode, to: PathNode): ConcretePath => ({
  up,
  from,
  to,
})

/** The segments of a path, root first. Costs the path's depth, never its length. */
function segments(path: PathNode | ConcretePath | undefined): string[] {
  const out: string[] = []
  const addSteps = (to: PathNode | undefined, from: PathNode | undefined) => {
    for (let node = to; node && node !== from; node = node.up) out.push(node.segment)
  }
  if (path instanceof PathNode) addSteps(path, undefined)
  else {
    for (let piece = path; piece; piece = piece.up) {
      if (piece.text !== undefined) out.push(piece.text)
      else addSteps(piece.to, piece.from)
    }
  }
  return out.reverse()
}

/**
 * The path written out: in full up to MAX_PATH_CHARS, else its first 250 and last 249 characters around
 * U+2026 (500 in all), built from the segments at its two ends only.
 */
export function writePath(path: PathNode | ConcretePath | undefined): { text: string; shortened: boolean } {
  const parts = segments(path)
  let length = 0
  for (const part of parts) length += part.length
  if (length <= MAX_PATH_CHARS) return { text: parts.join(''), shortened: false }
  const headLength = Math.ceil((MAX_PATH_CHARS - 1) / 2)
  const tailLength = MAX_PATH_CHARS - 1 - headLength
  let head = ''
  for (let i = 0; i < parts.length && head.length < headLength; i++)
    head += parts[i]!.slice(0, headLength - head.length)
  let tail = ''
  for (let i = parts.length - 1; i >= 0 && tail.length < tailLength; i--) {
    const part = parts[i]!
    tail = part.slice(Math.max(0, part.length - (tailLength - tail.length))) + tail
  }
  return { text: `${head}…${tail}`, shortened: true }
}

type Band = { node: PathNode; key: string; kind: 'self' | 'dot' | 'bracket' }

/**
 * Sets `rank` on every node below `root` so that ranks follow the code-unit order of the full paths.
 * Siblings are ordered by segment, but a segment can be a prefix of a sibling's (`.a`, `.a0`): then the
 * sibling falls between the shorter one's descendants, by whether they go on with `.` or `[`. So each
 * node stands for three bands, itself and its descendants through `.` and through `[`, keyed by its
 * segment plus that character, and the bands of siblings are sorted together. Iterative: any depth.
 */
export function rankPaths(root: PathNode): void {
  let rank = 0
  const bandsOf = (nodes: PathNode[]): Band[] => {
    const bands: Band[] = []
    for (const node of nodes) {
      bands.push({ node, key: node.segment, kind: 'self' })
      bands.push({ node, key: `${node.segment}.`, kind: 'dot' })
      bands.push({ node, key: `${node.segment}[`, kind: 'bracket' })
    }
    return bands.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  }
  root.rank = rank++
  // A stack of band lists, each walked in order; the top list is the one being emitted.
  const stack: Array<{ bands: Band[]; at: number }> = [{ bands: bandsOf(root.children()), at: 0 }]
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!
    const band = top.bands[top.at++]
    if (!band) {
      stack.pop()
      continue
    }
    if (band.kind === 'self') {
      band.node.rank = rank++
      continue
    }
    const mark = band.kind === 'dot' ? '.' : '['
    const below = band.node.children().filter((child) => child.segment.startsWith(mark))
    if (below.length > 0) stack.push({ bands: bandsOf(below), at: 0 })
  }
}
