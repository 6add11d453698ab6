/**
 * The QR generator's benchmark (README.md, Benchmark). Run: pnpm --filter @svc/qr bench (builds dist first).
 *
 * 1. In process, one thread (sharp with one libvips thread, as in each pool worker), the README's
 *    sample request at 512 px PNG without and with a logo: generations per second, verification
 *    included (median ms), beside baselines measured in the same run, interleaved (one run of each
 *    task per round, rounds until BENCH_SECONDS have passed, so load from other processes weighs on
 *    all alike):
 *    - our bare encode + rasterize (plan, logo fitting, render, PNG; no decode, no jsQR);
 *    - bare npm qrcode: `QRCode.toBuffer` at 512 px (encode + rasterize + PNG with the usual library);
 *    - bare jsQR: one jsQR call on the whole decoded 512 × 512 RGBA image, not inverted.
 *    Targets: > 100 generations/s per core; verification ≤ 2 × the bare encode + rasterize.
 * 2. Through HTTP: the service on 127.0.0.1 with its real worker pool (one worker per core, dist/
 *    worker) under autocannon (BENCH_CONNECTIONS connections for BENCH_HTTP_SECONDS), same requests.
 */
import { availableParallelism, loadavg } from 'node:os'
import { load, markdownTable, startService } from '@svc/bench'
import jsQRModule from 'jsqr'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { qr } from '../src/app.js'
import type { GenerateRequest } from '../src/domain/generate-request.js'
import { planCode } from '../src/domain/plan-code.js'
import { checkScans } from '../src/domain/scan-check.js'
import { generateQr, renderCode, verifyCode } from '../src/infra/generate-qr.js'
import { pooledGenerator } from '../src/infra/generator.js'

const jsQR = jsQRModule.default
sharp.concurrency(1)
sharp.cache(false)

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
/** The README's sample request: `{"data":"https://example.com/menu"}`, i.e. 512 px PNG, level M. */
const DATA = 'https://example.com/menu'

/**
 * Median ms of each task, measured interleaved (one run of each task per round, rounds until SECONDS
 * have passed, after a warm-up): medians, because on a shared host a burst of load inflates a few
 * rounds and a mean would carry it.
 */
async function measure(tasks: Array<() => unknown>): Promise<number[]> {
  for (let i = 0; i < 30; i += 1) for (const task of tasks) await task()
  const samples: number[][] = tasks.map(() => [])
  const started = performance.now()
  while (performance.now() - started < SECONDS * 1000) {
    for (const [i, task] of tasks.entries()) {
      const t = performance.now()
      await task()
      samples[i]!.push(performance.now() - t)
    }
  }
  return samples.map((times) => times.sort((a, b) => a - b)[times.length >> 1]!)
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
const cases: [string, GenerateRequest, Record<string, unknown>][] = [
  ['README sample, 512 px PNG, no logo', base, { data: DATA }],
  [
    'same with a logo (256 px PNG, scale 0.2; level raised to H)',
    { ...base, logo: { base64: logo, scale: 0.2, padding: 8 } },
    { data: DATA, logo: { base64: logo, scale: 0.2, padding: 8 } },
  ],
]

const f = (ms: number) => ms.toFixed(2)
const x = (a: number, b: number) => `${(a / b).toFixed(2)} ×`
const throughput: string[][] = []
const cost: string[][] = []
const parts: string[][] = []
for (const [name, request] of cases) {
  const plan = planCode(request)
  const encoded = await renderCode(plan)
  const { bytes } = encoded
  const decoded = encoded.pixels!
  const rgba = await sharp(bytes).ensureAlpha().raw().toBuffer()
  const whole = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length)
  const target = { data: DATA, modulePx: plan.layout.modulePx, offset: plan.layout.offset, ...plan.colors }
  const result = await generateQr(request)
  if (!result.scanVerified) throw new Error(`${name}: not verified`)
  const level = plan.level
  const [generate = 0, encode = 0, verify = 0, npm = 0, bareJsqr = 0, views = 0] = await measure([
    () => generateQr(request),
    () => renderCode(planCode(request)),
    () => verifyCode(plan, encoded),
    () => QRCode.toBuffer(DATA, { width: 512, margin: 4, errorCorrectionLevel: level }),
    () => jsQR(whole, 512, 512, { inversionAttempts: 'dontInvert' }),
    () => checkScans(decoded, target),
  ])
  throughput.push([name, (1000 / generate).toFixed(0), f(generate), f(encode), f(npm), (1000 / npm).toFixed(0)])
  cost.push([name, f(verify), f(encode), x(verify, encode), f(npm), x(verify, npm), f(bareJsqr), x(verify, bareJsqr)])
  parts.push([name, `${bytes.length} B, ${plan.symbol.size} modules of ${plan.layout.modulePx} px`, f(views)])
}

const app = await startService(qr, {
  generator: pooledGenerator({ workerFile: new URL('../dist/infra/generate-worker.js', import.meta.url).href }),
})
const http: string[][] = []
try {
  for (const [name, , body] of cases) {
    const options = { path: '/generate', body: JSON.stringify(body), connections: CONNECTIONS }
    await load(app.url, { ...options, durationSeconds: 2 })
    const run = await load(app.url, { ...options, durationSeconds: HTTP_SECONDS })
    if (run.non2xx > 0) throw new Error(`${name}: ${run.non2xx} non-2xx answers`)
    http.push([name, run.requestsPerSecond.toLocaleString('en'), `${run.latencyP50Ms} / ${run.latencyP99Ms}`])
  }
} finally {
  await app.app.close()
}

const cores = availableParallelism()
console.log(
  `host: ${cores} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end\n`,
)
console.log(
  markdownTable(
    [
      'in process, 1 thread',
      'generations/s',
      'ms per generation (verification included)',
      'our bare encode + rasterize ms',
      'bare npm qrcode toBuffer ms',
      'bare npm qrcode /s',
    ],
    throughput,
  ),
)
console.log()
console.log(
  markdownTable(
    [
      'verification cost',
      'verification ms',
      'our encode + rasterize ms',
      'verification / ours',
      'npm qrcode ms',
      'verification / npm qrcode',
      'bare jsQR ms (whole 512 px image)',
      'verification / bare jsQR',
    ],
    cost,
  ),
)
console.log()
console.log(
  markdownTable(
    ['verification, part by part', 'image', 'two views + jsQR ms (full, 50 %; the encoded pixels, no decode)'],
    parts,
  ),
)
console.log()
console.log(
  markdownTable(
    [`HTTP, ${cores} pool workers, ${CONNECTIONS} connections, ${HTTP_SECONDS} s`, 'requests/s', 'p50 / p99 ms'],
    http,
  ),
)
