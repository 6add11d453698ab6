/**
 * The symbol as one compact SVG path: each row's dark runs become `M x y h w v 1 h -w z` subpaths
 * (later runs of the row move relatively), in module units scaled to the same whole-pixel layout
 * as the PNG and WebP output, so all three formats put every module on the same pixels.
 * The logo is embedded as an `<image>` holding the already fitted PNG.
 */
import type { QrSymbol } from './encode-symbol.js'
import { isCleared, type Layout } from './layout.js'

export interface SvgColors {
  foreground: string
  background: string
}

/** The `d` attribute: dark runs per row, row by row, cleared logo modules left out. */
export function svgPathData(symbol: QrSymbol, layout: Layout): string {
  const parts: string[] = []
  for (let y = 0; y < symbol.size; y += 1) {
    let previousX: number | undefined
    let x = 0
    while (x < symbol.size) {
      if (symbol.modules[y * symbol.size + x] !== 1 || isCleared(layout, x, y)) {
        x += 1
        continue
      }
      const start = x
      while (x < symbol.size && symbol.modules[y * symbol.size + x] === 1 && !isCleared(layout, x, y)) x += 1
      const run = x - start
      parts.push(previousX === undefined ? `M${start} ${y}` : `m${start - previousX} 0`, `h${run}v1h-${run}z`)
      previousX = start
    }
  }
  return parts.join('')
}

export function renderSvg(symbol: QrSymbol, layout: Layout, colors: SvgColors, logoPngBase64?: string): string {
  const { size, modulePx, offset } = layout
  const transform = `translate(${offset} ${offset})${modulePx === 1 ? '' : ` scale(${modulePx})`}`
  const logo =
    layout.logo && logoPngBase64 !== undefined
      ? `<image x="${layout.logo.box.left}" y="${layout.logo.box.top}" width="${layout.logo.box.side}" ` +
        `height="${layout.logo.box.side}" xlink:href="data:image/png;base64,${logoPngBase64}"/>`
      : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${colors.background}"/>` +
    `<path transform="${transform}" fill="${colors.foreground}" d="${svgPathData(symbol, layout)}"/>` +
    `${logo}</svg>\n`
  )
}
