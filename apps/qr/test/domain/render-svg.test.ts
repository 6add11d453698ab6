import { describe, expect, it } from 'vitest'
import { capacityAt } from '../../src/domain/capacity.js'
import { encodeSymbol } from '../../src/domain/encode-symbol.js'
import { computeLayout } from '../../src/domain/layout.js'
import { renderSvg, svgPathData } from '../../src/domain/render-svg.js'

/** Replays the path's subpaths (M/m x y h w v1 h-w z) onto a module grid. */
function replay(d: string, size: number): Uint8Array {
  const grid = new Uint8Array(size * size)
  let x = 0
  let y = 0
  for (const [, move, a, b, w] of d.matchAll(/([Mm])(\d+) (\d+)h(\d+)v1h-\4z/g)) {
    if (move === 'M') [x, y] = [Number(a), Number(b)]
    else x += Number(a)
    for (let i = 0; i < Number(w); i += 1) grid[y * size + x + i] = 1
  }
  return grid
}

describe('SVG rendering', () => {
  const symbol = encodeSymbol('https://example.com/a/long/enough/path?x=1', 'M', capacityAt('M'))

  it('draws exactly the dark modules, one subpath per horizontal run', () => {
    const d = svgPathData(symbol, computeLayout(512, symbol.size, 4))
    expect(replay(d, symbol.size)).toEqual(symbol.modules)
    expect(d.replace(/[Mm]\d+ \d+h\d+v1h-\d+z/g, '')).toBe('')
    let runs = 0
    for (let y = 0; y < symbol.size; y += 1) {
      for (let x = 0; x < symbol.size; x += 1) {
        if (symbol.modules[y * symbol.size + x] === 1 && (x === 0 || symbol.modules[y * symbol.size + x - 1] === 0))
          runs += 1
      }
    }
    expect(d.match(/z/g)).toHaveLength(runs)
  })

  it('leaves the logo modules out and is far smaller than one rect per module', () => {
    const layout = computeLayout(512, symbol.size, 4, { scale: 0.3, padding: 0 })
    const svg = renderSvg(symbol, layout, { foreground: '#000000', background: '#ffffff' }, 'AAAA')
    const grid = replay(svg.match(/ d="([^"]+)"/)![1]!, symbol.size)
    const centre = (symbol.size - 1) / 2
    expect(grid[centre * symbol.size + centre]).toBe(0)
    const dark = symbol.modules.reduce((n, m) => n + m, 0)
    expect(svg.length).toBeLessThan(dark * 20)
    expect(svg).toContain('xlink:href="data:image/png;base64,AAAA"')
  })
})
