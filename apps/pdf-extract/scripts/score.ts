/**
 * `pnpm --filter @svc/pdf-extract score`: cell precision/recall/F1 per file and overall against
 * ../shared/testdata/pdf-tables, with the peer's strategy and hints ("peer") and with no hints at
 * all (`strategy=auto`). `--json` prints the scores as JSON instead of the Markdown table;
 * `--write-baseline` records the per-file F1 that test/score.test.ts holds the engine to.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { aggregate, type CaseScore, loadCases, scoreCase, TESTDATA } from './scoring.js'

if (!existsSync(TESTDATA)) {
  console.error(`no testdata at ${TESTDATA}; nothing to score`)
  process.exit(0)
}
const cases = loadCases()
const peer: CaseScore[] = []
const auto: CaseScore[] = []
for (const c of cases) {
  peer.push(await scoreCase(c, 'peer'))
  auto.push(await scoreCase(c, 'auto'))
}
const pct = (n: number) => (n * 100).toFixed(1)
if (process.argv.includes('--write-baseline')) {
  const round = (n: number) => Math.round(n * 10_000) / 10_000
  const baseline = {
    note: 'Written by `pnpm score --write-baseline`; test/score.test.ts fails when a score drops below these.',
    overall: { peer: round(aggregate(peer).f1), auto: round(aggregate(auto).f1) },
    files: Object.fromEntries(
      peer.map((s, i) => [s.id, { peer: round(s.f1), auto: round((auto[i] as CaseScore).f1), countOk: s.countOk }]),
    ),
  }
  writeFileSync(new URL('../test/score-baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`)
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ peer, auto }, null, 2))
} else {
  console.log(
    '| file | peer strategy | tables (expected / found) | count | precision | recall | F1 | F1 with `auto`, no hints |',
  )
  console.log('|---|---|---|---|---:|---:|---:|---:|')
  peer.forEach((s, i) => {
    const a = auto[i] as CaseScore
    const count = s.countOk === null ? 'n/a' : s.countOk ? 'exact' : 'wrong'
    console.log(
      `| ${s.id} | ${s.strategy} | ${s.expectedTables} / ${s.foundTables} | ${count} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${pct(a.f1)} |`,
    )
  })
  for (const [label, filter] of [
    ['all files', () => true],
    ['lattice files', (s: CaseScore) => s.strategy === 'lattice'],
    ['stream files', (s: CaseScore) => s.strategy === 'stream'],
  ] as const) {
    const p = aggregate(peer.filter(filter))
    const a = aggregate(auto.filter(filter))
    console.log(
      `| **${label}** (cells pooled) | | | | ${pct(p.precision)} | ${pct(p.recall)} | **${pct(p.f1)}** (mean of files ${pct(p.meanF1)}) | ${pct(a.f1)} |`,
    )
  }
}
