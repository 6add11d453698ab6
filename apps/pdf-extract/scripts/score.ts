/**
 * `pnpm --filter @svc/pdf-extract score`: accuracy and speed against ../shared/testdata/pdf-tables,
 * with the peer's strategy and hints ("peer") and with no hints at all (`strategy=auto`).
 * Prints, per file, cell precision/recall/F1 (row and column shift allowed) and pages/s, then per
 * expected table: exact grid, positional cell F1, row-aligned F1 and text F1 (README "Accuracy").
 * `--json` prints the scores as JSON instead; `--write-baseline` records the figures that
 * test/score.test.ts holds the engine to (per file F1, per table positional F1 and exactness).
 */
import { existsSync, writeFileSync } from 'node:fs'
import { aggregate, type CaseScore, loadCases, scoreCase, TESTDATA } from './scoring.js'

if (!existsSync(TESTDATA)) {
  console.error(`no testdata at ${TESTDATA}; nothing to score`)
  process.exit(0)
}
const cases = loadCases()
// one untimed pass first, so that pages/s is warm (module loading and JIT excluded)
const coldStarted = performance.now()
for (const c of cases) await scoreCase(c, 'peer')
const coldSeconds = (performance.now() - coldStarted) / 1000
const peer: CaseScore[] = []
const auto: CaseScore[] = []
for (const c of cases) {
  peer.push(await scoreCase(c, 'peer'))
  auto.push(await scoreCase(c, 'auto'))
}
const pct = (n: number) => (n * 100).toFixed(1)
const round = (n: number) => Math.round(n * 10_000) / 10_000
if (process.argv.includes('--write-baseline')) {
  const baseline = {
    note: 'Written by `pnpm score --write-baseline`; test/score.test.ts fails when a figure drops below these.',
    overall: { peer: round(aggregate(peer).f1), auto: round(aggregate(auto).f1) },
    files: Object.fromEntries(
      peer.map((s, i) => [
        s.id,
        {
          peer: round(s.f1),
          auto: round((auto[i] as CaseScore).f1),
          countOk: s.countOk,
          tables: s.tables.map((t) => ({ index: t.index, exact: t.exact, positionalF1: round(t.positionalF1) })),
        },
      ]),
    ),
  }
  writeFileSync(new URL('../test/score-baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`)
}
const pages = peer.reduce((n, s) => n + s.pages, 0)
const seconds = peer.reduce((n, s) => n + s.seconds, 0)
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ peer, auto, pages, seconds, coldSeconds }, null, 2))
} else {
  console.log(
    '| file | peer strategy | tables (expected / found) | count | precision | recall | F1 | F1 with `auto`, no hints | pages/s (warm, in process) |',
  )
  console.log('|---|---|---|---|---:|---:|---:|---:|---:|')
  peer.forEach((s, i) => {
    const a = auto[i] as CaseScore
    const count = s.countOk === null ? 'n/a' : s.countOk ? 'exact' : 'wrong'
    console.log(
      `| ${s.id} | ${s.strategy} | ${s.expectedTables} / ${s.foundTables} | ${count} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${pct(a.f1)} | ${(s.pages / s.seconds).toFixed(0)} |`,
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
      `| **${label}** (cells pooled) | | | | ${pct(p.precision)} | ${pct(p.recall)} | **${pct(p.f1)}** (mean of files ${pct(p.meanF1)}) | ${pct(a.f1)} | |`,
    )
  }
  console.log(
    `\n${pages} pages: ${(pages / seconds).toFixed(1)} pages/s warm, ${(pages / coldSeconds).toFixed(1)} pages/s on the first (cold) pass, in process on one thread\n`,
  )
  console.log(
    '| file | table | strategy | rows (expected / found) | exact grid | positional F1 | row-aligned F1 | text F1 | title / note rows |',
  )
  console.log('|---|---:|---|---|---|---:|---:|---:|---|')
  for (const s of peer) {
    for (const t of s.tables) {
      console.log(
        `| ${s.id} | ${t.index} | ${s.strategy} | ${t.rows[0]} / ${t.rows[1]} | ${t.exact ? 'yes' : 'no'} | ${pct(t.positionalF1)} | ${pct(t.rowAlignedF1)} | ${pct(t.textF1)} | ${t.titleRows} / ${t.noteRows} |`,
      )
    }
  }
}
