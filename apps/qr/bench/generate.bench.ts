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

/**
 * Mean ms of each task, measured interleaved (one run of each task per round, rounds until SECONDS
 * have passed), so that load from other processes on a shared host weighs on every task alike and
 * the ratios between them stay meaningful.
 */
async function measure(tasks: Array<() => Promise<unknown>>): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) for (const task of tasks) await task()
  const spent = tasks.map(() => 0)
  let rounds = 0
  const started = performance.now()
  while (performance.now() - started < SECONDS * 1000) {
    for (const [i, task] of tasks.entries()) {
      const t = performance.now()
      await task()
      spent[i]! += performance.now() - t
    }
    rounds += 1
  }
  return spent.map((ms) => ms / rounds)
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
let npm = 0
for (const [name, request] of cases) {
  const plan = planCode(request)
  const bytes = await renderCode(plan)
  const pixels = await readPixels(bytes, 'png')
  const half = halve(pixels)
  if (!(await generateQr(request)).scanVerified) throw new Error(`${name}: not verified`)
  const [bare = 0, verify = 0, full = 0, decode = 0, jsqrFull = 0, box = 0, jsqrHalf = 0, npmRun = 0] = await measure([
    async () => renderCode(planCode(request)),
    async () => verifyCode(plan, bytes),
    async () => generateQr(request),
    async () => readPixels(bytes, 'png'),
    async () => decodesTo(pixels, DATA, false),
    async () => halve(pixels),
    async () => decodesTo(half, DATA, false),
    async () => QRCode.toBuffer(DATA, { width: 512, margin: 4, errorCorrectionLevel: 'M' }),
  ])
  npm = npm || npmRun
  parts.push([name, ...[decode, jsqrFull, box, jsqrHalf].map((ms) => ms.toFixed(2))])
  rows.push([
    name,
    (1000 / full).toFixed(0),
    full.toFixed(2),
    bare.toFixed(2),
    verify.toFixed(2),
    `${(verify / bare).toFixed(2)} ×`,
  ])
}
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
