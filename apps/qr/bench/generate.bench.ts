/**
 * In-process, one thread (sharp with one libvips thread, as in each pool worker): generations per
 * second at 512 px PNG with and without a logo, verification included, beside the baseline measured
 * in the same run: the bare encode + rasterize (plan, render, PNG encode; no decode, no jsQR).
 * Targets (issue #16): > 100 generations/s per core; verification ≤ 2 × the bare encode + rasterize.
 * Also shown: npm qrcode's own toBuffer at 512 px, for scale. Run: pnpm --filter @svc/qr bench
 */
import { markdownTable } from '@svc/bench'
import QRCode from 'qrcode'
import sharp from 'sharp'
import type { GenerateRequest } from '../src/domain/generate-request.js'
import { planCode } from '../src/domain/plan-code.js'
import { decodesTo, halve } from '../src/domain/scan-check.js'
import { generateQr, renderCode, verifyCode } from '../src/infra/generate-qr.js'
import { readPixels } from '../src/infra/read-pixels.js'

sharp.concurrency(1)
sharp.cache(false)

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const DATA = 'https://example.com/products/12345?ref=qr&utm_source=print'

async function measure(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i += 1) await run()
  let count = 0
  const started = performance.now()
  while (performance.now() - started < SECONDS * 1000) {
    await run()
    count += 1
  }
  return (performance.now() - started) / count
}

const logo = (
  await sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer()
).toString('base64')
const base: GenerateRequest = {
  data: DATA,
  size: 512,
  format: 'png',
  errorCorrectionLevel: 'M',
  foregroundColor: '#000000',
  backgroundColor: '#ffffff',
  quietZone: 4,
}
const cases: [string, GenerateRequest][] = [
  ['512 px PNG, no logo', base],
  ['512 px PNG, logo (256 px PNG, scale 0.2)', { ...base, logo: { base64: logo, scale: 0.2, padding: 8 } }],
]

const rows: string[][] = []
const parts: string[][] = []
for (const [name, request] of cases) {
  const plan = planCode(request)
  const bytes = await renderCode(plan)
  const pixels = await readPixels(bytes, 'png')
  const half = halve(pixels)
  parts.push([
    name,
    (await measure(async () => readPixels(bytes, 'png'))).toFixed(2),
    (await measure(async () => decodesTo(pixels, DATA, false))).toFixed(2),
    (await measure(async () => halve(pixels))).toFixed(2),
    (await measure(async () => decodesTo(half, DATA, false))).toFixed(2),
  ])
  if (!(await generateQr(request)).scanVerified) throw new Error(`${name}: not verified`)
  const bare = await measure(async () => renderCode(planCode(request)))
  const verify = await measure(async () => verifyCode(plan, bytes))
  const full = await measure(async () => generateQr(request))
  rows.push([
    name,
    (1000 / full).toFixed(0),
    full.toFixed(2),
    bare.toFixed(2),
    verify.toFixed(2),
    `${(verify / bare).toFixed(2)} ×`,
  ])
}
const npm = await measure(async () => QRCode.toBuffer(DATA, { width: 512, margin: 4, errorCorrectionLevel: 'M' }))
rows.push([
  'npm qrcode toBuffer 512 px (no verification), for scale',
  (1000 / npm).toFixed(0),
  npm.toFixed(2),
  '',
  '',
  '',
])

console.log(
  markdownTable(
    [
      'case (1 thread)',
      'generations/s',
      'ms per generation',
      'bare encode + rasterize ms (baseline)',
      'verification ms (decode + jsQR full + 50 %)',
      'verification / baseline',
    ],
    rows,
  ),
)
console.log()
console.log(
  markdownTable(
    ['verification, part by part (ms)', 'sharp decode to RGBA', 'jsQR full size', '50 % box filter', 'jsQR at 50 %'],
    parts,
  ),
)
