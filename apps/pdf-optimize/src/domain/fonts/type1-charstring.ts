/**
 * A Type 1 charstring interpreter (Adobe Type 1 Font Format ch. 6) that turns one glyph into its
 * outline in absolute coordinates and its advance width, following subroutines, flex (othersubrs
 * 0-2) and hint replacement (othersubr 3); hints are dropped. Undefined for `seac` or anything odd.
 */
export type Segment =
  | { op: 'M' | 'L'; pts: [number, number] }
  | { op: 'C'; pts: [number, number, number, number, number, number] }

export interface Outline {
  width: number
  segments: Segment[]
}

class Fail extends Error {}

/** The interpreter's state for one glyph: the argument stack, the PostScript stack and the pen. */
class Machine {
  readonly segments: Segment[] = []
  readonly stack: number[] = []
  readonly psStack: number[] = []
  x = 0
  y = 0
  width = 0
  /** The points of a flex in progress (othersubr 1 opens it, othersubr 0 draws it). */
  flex: [number, number][] | undefined
  depth = 0

  constructor(readonly subrs: (Uint8Array | undefined)[]) {}

  moveTo(nx: number, ny: number): void {
    this.x = nx
    this.y = ny
    if (this.flex) this.flex.push([nx, ny])
    else this.segments.push({ op: 'M', pts: [nx, ny] })
  }

  lineTo(nx: number, ny: number): void {
    this.x = nx
    this.y = ny
    this.segments.push({ op: 'L', pts: [nx, ny] })
  }

  curveTo(a: number, b: number, c: number, d: number, e: number, f: number): void {
    this.segments.push({ op: 'C', pts: [a, b, c, d, e, f] })
    this.x = e
    this.y = f
  }

  pop(): number {
    if (this.stack.length === 0) throw new Fail()
    return this.stack.pop()!
  }
}

/** A path or hint operator: reads its arguments from the stack, which is cleared after it. */
type Operator = (m: Machine, a: readonly number[]) => void
const ignored: Operator = () => {}

/** The one-byte operators that draw, set the side bearing, or are hints (dropped). */
const OPERATORS: Readonly<Partial<Record<number, Operator>>> = {
  1: ignored, // hstem
  3: ignored, // vstem
  4: (m, a) => m.moveTo(m.x, m.y + a[0]!), // vmoveto
  5: (m, a) => m.lineTo(m.x + a[0]!, m.y + a[1]!), // rlineto
  6: (m, a) => m.lineTo(m.x + a[0]!, m.y), // hlineto
  7: (m, a) => m.lineTo(m.x, m.y + a[0]!), // vlineto
  8: (m, a) =>
    m.curveTo(
      m.x + a[0]!,
      m.y + a[1]!,
      m.x + a[0]! + a[2]!,
      m.y + a[1]! + a[3]!,
      m.x + a[0]! + a[2]! + a[4]!,
      m.y + a[1]! + a[3]! + a[5]!,
    ), // rrcurveto
  9: ignored, // closepath: Type 2 closes subpaths itself
  13: (m, a) => {
    m.width = a[1] ?? 0
    m.x = a[0] ?? 0
    m.y = 0
  }, // hsbw
  21: (m, a) => m.moveTo(m.x + a[0]!, m.y + a[1]!), // rmoveto
  22: (m, a) => m.moveTo(m.x + a[0]!, m.y), // hmoveto
  // vhcurveto dy1 dx2 dy2 dx3
  30: (m, a) => m.curveTo(m.x, m.y + a[0]!, m.x + a[1]!, m.y + a[0]! + a[2]!, m.x + a[1]! + a[3]!, m.y + a[0]! + a[2]!),
  // hvcurveto dx1 dx2 dy2 dy3
  31: (m, a) => m.curveTo(m.x + a[0]!, m.y, m.x + a[0]! + a[1]!, m.y + a[2]!, m.x + a[0]! + a[1]!, m.y + a[2]! + a[3]!),
}

/** callothersubr: flex (0-2) and hint replacement (3); anything else is not interpreted. */
function callOtherSubr(m: Machine): void {
  const other = m.pop()
  const n = m.pop()
  const args: number[] = []
  for (let k = 0; k < n; k++) args.unshift(m.pop())
  if (other === 1) m.flex = []
  else if (other === 0) {
    if (m.flex?.length !== 7) throw new Fail()
    const p = m.flex
    m.flex = undefined
    m.curveTo(...p[1]!, ...p[2]!, ...p[3]!)
    m.curveTo(...p[4]!, ...p[5]!, ...p[6]!)
    m.psStack.push(p[6]![1], p[6]![0])
  } else if (other === 2) {
    // the point was recorded by the preceding rmoveto
  } else if (other === 3) m.psStack.push(args[0] ?? 3)
  else throw new Fail()
}

/**
 * The two-byte operator `12 w`: 'keep' when it leaves its result on the stack (div, callothersubr,
 * pop), 'clear' when the stack is cleared after it.
 */
function twoByteOperator(m: Machine, w: number | undefined): 'keep' | 'clear' {
  if (w === 6 || w === 7) throw new Fail() // seac, sbw
  if (w === 12) {
    const b = m.pop()
    const q = m.pop()
    m.stack.push(q / b)
    return 'keep'
  }
  if (w === 16) {
    callOtherSubr(m)
    return 'keep'
  }
  if (w === 17) {
    m.stack.push(m.psStack.pop() ?? 0)
    return 'keep'
  }
  if (w === 33) {
    // setcurrentpoint
    m.x = m.stack[0]!
    m.y = m.stack[1]!
    return 'clear'
  }
  if (w === 0 || w === 1 || w === 2) return 'clear' // dotsection, vstem3, hstem3
  throw new Fail()
}

/** Runs a charstring or subroutine: true at endchar, false at its end or `return`. */
function run(m: Machine, bytes: Uint8Array): boolean {
  if (++m.depth > 10) throw new Fail()
  const stack = m.stack
  for (let i = 0; i < bytes.length; i++) {
    const v = bytes[i]!
    if (v >= 32) {
      if (v <= 246) stack.push(v - 139)
      else if (v <= 250) stack.push((v - 247) * 256 + bytes[++i]! + 108)
      else if (v <= 254) stack.push(-(v - 251) * 256 - bytes[++i]! - 108)
      else {
        stack.push((bytes[i + 1]! << 24) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 8) | bytes[i + 4]!)
        i += 4
      }
      continue
    }
    if (v === 14) return true // endchar
    if (v === 11) return false // return
    if (v === 10) {
      // callsubr
      const subr = m.subrs[m.pop()]
      if (!subr) throw new Fail()
      if (run(m, subr)) return true
      m.depth--
      continue
    }
    if (v === 12) {
      if (twoByteOperator(m, bytes[++i]) === 'keep') continue
    } else {
      const operator = OPERATORS[v]
      if (!operator) throw new Fail()
      operator(m, stack)
    }
    stack.length = 0
  }
  return false
}

export function interpretType1(code: Uint8Array, subrs: (Uint8Array | undefined)[]): Outline | undefined {
  const machine = new Machine(subrs)
  try {
    run(machine, code)
    return { width: machine.width, segments: machine.segments }
  } catch (error) {
    if (error instanceof Fail || error instanceof TypeError) return undefined
    throw error
  }
}
