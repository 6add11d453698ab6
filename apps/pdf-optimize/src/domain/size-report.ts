/** The JSON answer: sizes in bytes and the reduction in percent with two decimals. */
export interface SizeReport {
  originalSize: number
  optimizedSize: number
  reductionBytes: number
  reductionPercent: number
}

export function sizeReport(originalSize: number, optimizedSize: number): SizeReport {
  const reductionBytes = originalSize - optimizedSize
  const reductionPercent = originalSize === 0 ? 0 : Math.round((reductionBytes / originalSize) * 10_000) / 100
  return { originalSize, optimizedSize, reductionBytes, reductionPercent }
}
