/** Byte sizes as the CONTRACT writes them: "10 MB" is 10 × 1,000,000 bytes. */
export function megabytes(count: number): number {
  return Math.round(count * 1_000_000)
}
