/**
 * Depth and size guards for vendor payloads, walked iteratively (an explicit stack, no recursion), so
 * a hostile payload can never overflow the call stack: nesting depth, node count and string length.
 * Core's body parser already refuses JSON deeper than the service limit; this bounds what an adapter walks.
 */
import { AppError } from '@svc/core/errors'

export interface ShapeLimits {
  maxDepth: number
  maxNodes: number
  maxStringLength: number
}

export const DEFAULT_SHAPE_LIMITS: ShapeLimits = { maxDepth: 64, maxNodes: 1_000_000, maxStringLength: 1_000_000 }

export interface ShapeStats {
  depth: number
  nodes: number
}

function tooComplex(at: string, what: string, limit: keyof ShapeLimits): AppError {
  return new AppError('PAYLOAD_TOO_COMPLEX', `\`${at}\` ${what}.`, { limit })
}

/** Measures `value`; throws PAYLOAD_TOO_COMPLEX at the first limit crossed. Primitives are checked in place; only containers are stacked. */
export function checkShape(value: unknown, limits: ShapeLimits = DEFAULT_SHAPE_LIMITS, at = 'payload'): ShapeStats {
  const stack: object[] = []
  const depths: number[] = []
  let nodes = 0
  let deepest = 0
  const visit = (node: unknown, depth: number) => {
    if (++nodes > limits.maxNodes) throw tooComplex(at, `has more than ${limits.maxNodes} values`, 'maxNodes')
    if (typeof node === 'string') {
      if (node.length > limits.maxStringLength)
        throw tooComplex(at, `holds a string longer than ${limits.maxStringLength} characters`, 'maxStringLength')
    } else if (node !== null && typeof node === 'object') {
      if (depth > limits.maxDepth) throw tooComplex(at, `nests deeper than ${limits.maxDepth} levels`, 'maxDepth')
      if (depth > deepest) deepest = depth
      stack.push(node)
      depths.push(depth)
    }
  }
  visit(value, 1)
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown> | unknown[]
    const depth = (depths.pop() as number) + 1
    if (Array.isArray(node)) for (let i = 0; i < node.length; i++) visit(node[i], depth)
    else for (const key in node) if (Object.hasOwn(node, key)) visit(node[key], depth)
  }
  return { depth: deepest, nodes }
}
