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

export function interpretType1(code: Uint8Array, subrs: (Uint8Array | undefined)[]): Outline | undefined {
  const segments: Segment[] = []
  const stack: number[] = []
  const psStack: number[] = []
  let x = 0
  let y = 0
  let width = 0
  let flex: [number, number][] | undefined
  let depth = 0
  const moveTo = (nx: number, ny: number) => {
    x = nx
    y = ny
    if (flex) flex.push([x, y])
    else segments.push({ op: 'M', pts: [x, y] })
  }
  const lineTo = (nx: number, ny: number) => {
    x = nx
    y = ny
    segments.push({ op: 'L', pts: [x, y] })
  }
  const curveTo = (a: number, b: number, c: number, d: number, e: number, f: number) => {
    segments.push({ op: 'C', pts: [a, b, c, d, e, f] })
    x = e
    y = f
  }
  const pop = () => {
    if (stack.length === 0) throw new Fail()
    return stack.pop()!
  }
  const run = (bytes: Uint8Array): boolean => {
    if (++depth > 10) throw new Fail()
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
      const a = stack
      switch (v) {
        case 13: // hsbw
          width = a[1] ?? 0
          x = a[0] ?? 0
          y = 0
          break
        case 21:
          moveTo(x + a[0]!, y + a[1]!)
          break
        case 22:
          moveTo(x + a[0]!, y)
          break
        case 4:
          moveTo(x, y + a[0]!)
          break
        case 5:
          lineTo(x + a[0]!, y + a[1]!)
          break
        case 6:
          lineTo(x + a[0]!, y)
          break
        case 7:
          lineTo(x, y + a[0]!)
          break
        case 8:
          curveTo(
            x + a[0]!,
            y + a[1]!,
            x + a[0]! + a[2]!,
            y + a[1]! + a[3]!,
            x + a[0]! + a[2]! + a[4]!,
            y + a[1]! + a[3]! + a[5]!,
          )
          break
        case 30: // vhcurveto dy1 dx2 dy2 dx3
          curveTo(x, y + a[0]!, x + a[1]!, y + a[0]! + a[2]!, x + a[1]! + a[3]!, y + a[0]! + a[2]!)
          break
        case 31: // hvcurveto dx1 dx2 dy2 dy3
          curveTo(x + a[0]!, y, x + a[0]! + a[1]!, y + a[2]!, x + a[0]! + a[1]!, y + a[2]! + a[3]!)
          break
        case 9: // closepath: Type 2 closes subpaths itself
        case 1:
        case 3:
          break
        case 14:
          return true
        case 10: {
          const index = pop()
          const subr = subrs[index]
          if (!subr) throw new Fail()
          if (run(subr)) return true
          depth--
          continue
        }
        case 11:
          return false
        case 12: {
          const w = bytes[++i]
          if (w === 6 || w === 7) throw new Fail() // seac, sbw
          if (w === 12) {
            const b = pop()
            const q = pop()
            stack.push(q / b)
            continue
          }
          if (w === 16) {
            const other = pop()
            const n = pop()
            const args: number[] = []
            for (let k = 0; k < n; k++) args.unshift(pop())
            if (other === 1) flex = []
            else if (other === 0) {
              if (flex?.length !== 7) throw new Fail()
              const p = flex
              flex = undefined
              curveTo(...p[1]!, ...p[2]!, ...p[3]!)
              curveTo(...p[4]!, ...p[5]!, ...p[6]!)
              psStack.push(p[6]![1], p[6]![0])
            } else if (other === 2) {
              // the point was recorded by the preceding rmoveto
            } else if (other === 3) psStack.push(args[0] ?? 3)
            else throw new Fail()
            continue
          }
          if (w === 17) {
            stack.push(psStack.pop() ?? 0)
            continue
          }
          if (w === 33) {
            x = a[0]!
            y = a[1]!
            break
          }
          if (w === 0 || w === 1 || w === 2) break
          throw new Fail()
        }
        default:
          throw new Fail()
      }
      stack.length = 0
    }
    return false
  }
  try {
    run(code)
    return { width, segments }
  } catch (error) {
    if (error instanceof Fail || error instanceof TypeError) return undefined
    throw error
  }
}
