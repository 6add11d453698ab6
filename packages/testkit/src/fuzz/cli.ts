/**
 * `pnpm fuzz [--service S] [--runs N] [--seed X] [--op "POST /path"] [--known]`: long fuzz runs against
 * each service's standalone process (apps/<svc>/dist/app.js, built first). `--known` also sends the
 * format cases listed in known-until-fixed.ts. Exits 1 when any service fails.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fuzzService, reportProblems } from './fuzz-service.js'
import { serviceApps } from './service-apps.js'

const { values } = parseArgs({
  options: {
    service: { type: 'string', multiple: true },
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    op: { type: 'string', multiple: true },
    root: { type: 'string', default: process.cwd() },
    'settle-seconds': { type: 'string', default: '30' },
    known: { type: 'boolean', default: false },
  },
})

const root = resolve(values.root)
const chosen = serviceApps(root).filter((s) => !values.service || values.service.includes(s.folder))
if (chosen.length === 0) {
  process.stderr.write('no built service matches (build first: pnpm turbo run build)\n')
  process.exit(1)
}
const seed = values.seed !== undefined ? Number(values.seed) : Date.now() % 2 ** 31
let failed = 0
for (const { appPath } of chosen) {
  const report = await fuzzService({
    appPath,
    runs: Number(values.runs),
    seed,
    ...(values.op ? { only: values.op } : {}),
    settleMs: Number(values['settle-seconds']) * 1000,
    includeKnown: values.known,
    log: (line) => process.stdout.write(`${line}\n`),
  })
  const problems = reportProblems(report)
  const rss = (n: number | undefined) => (n === undefined ? '?' : `${Math.round(n / 2 ** 20)} MB`)
  const settled = report.rssSettled === undefined ? 'not checked' : report.rssSettled ? 'settled' : 'NOT settled'
  process.stdout.write(`  rss ${rss(report.rssBefore)} -> ${rss(report.rssAfter)} (${settled})\n`)
  for (const p of problems) process.stdout.write(`PROBLEM ${p}\n`)
  for (const k of report.formats.skipped) process.stdout.write(`  known until fixed: ${k}\n`)
  failed += problems.length
}
process.exit(failed > 0 ? 1 : 0)
