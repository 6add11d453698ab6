/** Package weight and dimensions from carrier strings or numbers (`"5.00"` LBS); absent parts stay absent. */
import type { NormalizeContext } from '@svc/normalize-kit'
import type { Dimensions, Weight } from '../domain/shipment.js'

const unitText = (u: unknown, fallback: string) =>
  typeof u === 'string' && u.trim() ? u.trim().toUpperCase() : fallback

export function readWeight(ctx: NormalizeContext, value: unknown, unit: unknown): Weight | undefined {
  const n = ctx.number(value, 'package.weight')
  return n === undefined || n <= 0 ? undefined : { value: n, unit: unitText(unit, 'UNSPECIFIED') }
}

export function readDimensions(
  ctx: NormalizeContext,
  length: unknown,
  width: unknown,
  height: unknown,
  unit: unknown,
): Dimensions | undefined {
  const l = ctx.number(length, 'package.dimensions')
  const w = ctx.number(width, 'package.dimensions')
  const h = ctx.number(height, 'package.dimensions')
  if (!l || !w || !h) return undefined
  return { length: l, width: w, height: h, unit: unitText(unit, 'UNSPECIFIED') }
}
