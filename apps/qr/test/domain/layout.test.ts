import { describe, expect, it } from 'vitest'
import { computeLayout, isCleared } from '../../src/domain/layout.js'

describe('computeLayout', () => {
  it('uses whole-pixel modules and spreads the leftover evenly', () => {
    // 29 + 8 = 37 module spans in 512 px → 13 px modules, 512 − 377 = 135 px of margin: 67 left, 68 right.
    expect(computeLayout(512, 29, 4)).toEqual({ size: 512, modulePx: 13, offset: 67, quietZone: 5 })
  })

  it('refuses a size below one pixel per module, naming the minimum', () => {
    expect(() => computeLayout(100, 177, 4)).toThrow(
      expect.objectContaining({ code: 'SIZE_TOO_SMALL', extra: { minimumSize: 185 } }),
    )
    expect(computeLayout(185, 177, 4)).toMatchObject({ modulePx: 1, offset: 4, quietZone: 4 })
  })

  it('clears an odd, centred square of whole modules for the logo (box + padding, rounded up)', () => {
    const layout = computeLayout(330, 33, 0, { scale: 0.2, padding: 10 })
    // 10 px modules; logo side round(0.2 × 33 × 10) = 66 px, + 2 × 10 padding = 86 → 9 modules.
    expect(layout.logo).toEqual({
      clearModules: 9,
      clearStart: 12,
      coverage: 81 / 1089,
      box: { left: 132, top: 132, side: 66 },
    })
    expect(isCleared(layout, 12, 12)).toBe(true)
    expect(isCleared(layout, 20, 20)).toBe(true)
    expect(isCleared(layout, 21, 16)).toBe(false)
    expect(isCleared(layout, 11, 16)).toBe(false)
  })

  it('rounds an even count up to the next odd one, and never clears more than the symbol', () => {
    expect(computeLayout(210, 21, 0, { scale: 0.3, padding: 0 }).logo?.clearModules).toBe(7)
    expect(computeLayout(210, 21, 0, { scale: 0.3, padding: 256 }).logo?.clearModules).toBe(21)
  })
})
