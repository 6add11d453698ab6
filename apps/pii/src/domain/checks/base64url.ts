/** Decodes a base64url segment (JWT header or claims) to a JSON object, or undefined. */
export function decodeJsonSegment(segment: string): Record<string, unknown> | undefined {
  if (segment.length === 0 || segment.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(segment)) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
