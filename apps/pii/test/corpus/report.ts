/** Prints precision and recall per type at `high` and the log false-positive rate. Run: pnpm --filter @svc/pii eval */
import { corpus, holdout, scoreCorpus, scoreLogs } from './evaluate.js'

const { positives, negatives, logs } = corpus()
const { scores, misses } = scoreCorpus([...positives, ...negatives])
const pct = (x: number) => `${(x * 100).toFixed(2)}%`
console.log(
  `corpus: ${positives.length} positive cases, ${negatives.length} hard negatives, ${logs.length} log lines\n`,
)
console.log('| type | TP | FP | FN | precision | recall |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const s of scores)
  console.log(`| ${s.type} | ${s.tp} | ${s.fp} | ${s.fn} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} |`)
console.log('\n| coverage | log lines | lines with a finding | false-positive rate |')
console.log('|---|---:|---:|---:|')
const logScores = (['low', 'medium', 'high'] as const).map((c) => scoreLogs(logs, c))
for (const l of logScores) console.log(`| ${l.coverage} | ${l.lines} | ${l.linesWithFindings} | ${pct(l.rate)} |`)
const held = scoreCorpus(holdout())
const sum = (key: 'tp' | 'fp' | 'fn') => held.scores.reduce((n, s) => n + s[key], 0)
const [tp, fp, fn] = [sum('tp'), sum('fp'), sum('fn')]
console.log(
  `\nholdout (${holdout().length} cases, not tuned against): TP ${tp}, FP ${fp}, FN ${fn}, precision ${(tp / (tp + fp)).toFixed(3)}, recall ${(tp / (tp + fn)).toFixed(3)}`,
)
for (const m of held.misses)
  console.log(`  holdout ${m.kind} ${m.type} ${m.id}: ${JSON.stringify(m.value).slice(0, 80)}`)
if (process.argv.includes('--misses')) {
  console.log('\nmisses:')
  for (const m of misses) console.log(`  ${m.kind} ${m.type} ${m.id}: ${JSON.stringify(m.value).slice(0, 120)}`)
  for (const l of logScores) for (const e of l.examples) console.log(`  log ${l.coverage}: ${e}`)
}
