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

/** Measures `value`; throws PAYLOAD_TOO_COMPLEX at the first limit crossed. */
export function checkShape(value: unknown, limits: ShapeLimits = DEFAULT_SHAPE_LIMITS, at = 'payload'): ShapeStats {
  const stack: [unknown, number][] = [[value, 1]]
  let nodes = 0
  let deepest = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number]
    nodes++
    if (nodes > limits.maxNodes)
      throw new AppError('PAYLOAD_TOO_COMPLEX', `\`${at}\` has more than ${limits.maxNodes} values.`, {
        limit: 'maxNodes',
      })
    if (typeof node === 'string' && node.length > limits.maxStringLength) {
      throw new AppError(
        'PAYLOAD_TOO_COMPLEX',
        `\`${at}\` holds a string longer than ${limits.maxStringLength} characters.`,
        { limit: 'maxStringLength' },
      )
    }
    if (node === null || typeof node !== 'object') continue
    if (depth > limits.maxDepth)
      throw new AppError('PAYLOAD_TOO_COMPLEX', `\`${at}\` nests deeper than ${limits.maxDepth} levels.`, {
        limit: 'maxDepth',
      })
    if (depth > deepest) deepest = depth
    const children = Array.isArray(node) ? node : Object.values(node)
    for (const child of children) stack.push([child, depth + 1])
  }
  return { depth: deepest, nodes }
}
