/**
 * Where every module and the logo land in the output image. Modules are whole pixels (crisp edges,
 * no uneven modules): module side = floor(size / (modules + 2 × quietZone)); the pixels left over
 * widen the margin evenly, so the image is exactly `size` × `size` and the quiet zone is at least
 * what was asked. A logo clears a centred, odd square of whole modules (its box plus padding), so
 * no module is ever partly covered.
 */
import { AppError } from '@svc/core/errors'

export interface LogoPlacement {
  /** Side of the cleared square, in modules (odd, so it is centred on the symbol's grid). */
  clearModules: number
  /** Index of the first cleared row and column. */
  clearStart: number
  /** Fraction of the symbol's modules cleared for the logo. */
  coverage: number
  /** The square the logo is fitted into (aspect ratio kept), in output pixels. */
  box: { left: number; top: number; side: number }
}

export interface Layout {
  size: number
  modulePx: number
  /** Pixels from the left and top edges to the first module. */
  offset: number
  /** Whole modules of background between the symbol and the nearest edge. */
  quietZone: number
  logo?: LogoPlacement
}

export interface LogoRequest {
  scale: number
  padding: number
}

export function computeLayout(size: number, modules: number, quietZone: number, logo?: LogoRequest): Layout {
  const span = modules + 2 * quietZone
  const modulePx = Math.floor(size / span)
  if (modulePx < 1) {
    throw new AppError(
      'SIZE_TOO_SMALL',
      `size ${size} is too small for ${modules} modules plus a quiet zone of ${quietZone} on each side: ` +
        `send size ${span} or more, a smaller quietZone, or less data.`,
      { minimumSize: span },
    )
  }
  const offset = Math.floor((size - modules * modulePx) / 2)
  const layout: Layout = { size, modulePx, offset, quietZone: Math.floor(offset / modulePx) }
  return logo ? { ...layout, logo: placeLogo(layout, modules, logo) } : layout
}

function placeLogo({ modulePx, offset }: Layout, modules: number, { scale, padding }: LogoRequest): LogoPlacement {
  const side = Math.max(1, Math.round(scale * modules * modulePx))
  let clearModules = Math.ceil((side + 2 * padding) / modulePx)
  if (clearModules % 2 === 0) clearModules += 1
  clearModules = Math.min(clearModules, modules)
  const clearStart = (modules - clearModules) / 2
  const inset = Math.floor((clearModules * modulePx - side) / 2)
  const corner = offset + clearStart * modulePx + Math.max(0, inset)
  return {
    clearModules,
    clearStart,
    coverage: (clearModules * clearModules) / (modules * modules),
    box: { left: corner, top: corner, side: Math.min(side, clearModules * modulePx) },
  }
}

export function isCleared(layout: Layout, x: number, y: number): boolean {
  const logo = layout.logo
  if (!logo) return false
  const end = logo.clearStart + logo.clearModules
  return x >= logo.clearStart && x < end && y >= logo.clearStart && y < end
}
