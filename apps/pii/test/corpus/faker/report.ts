/** Prints the faker corpus table (precision, recall, leaks). Run: pnpm --filter @svc/pii eval:faker [--seed N] [--misses] */
import { scoreCorpus } from '../evaluate.js'
import { fakerCorpus } from './corpus.js'
import { countLeaks } from './leaks.js'

const seedAt = process.argv.indexOf('--seed')
const seed = seedAt === -1 ? undefined : Number(process.argv[seedAt + 1])
const { positives, negatives } = fakerCorpus(seed)
const { scores, misses } = scoreCorpus([...positives, ...negatives])
console.log(
  `faker corpus (seed ${seed ?? 'default'}): ${positives.length} positives, ${negatives.length} hard negatives\n`,
)
console.log('| type | TP | FP | FN | precision | recall |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const s of scores.filter((s) => s.tp + s.fp + s.fn > 0))
  console.log(`| ${s.type} | ${s.tp} | ${s.fp} | ${s.fn} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} |`)
const leaks = countLeaks(positives)
console.log(`\nredaction leaks (raw positive value in the redacted output): ${leaks.length}`)
if (process.argv.includes('--misses')) {
  for (const m of misses) console.log(`  ${m.kind} ${m.type} ${m.id}: ${JSON.stringify(m.value).slice(0, 120)}`)
  for (const l of leaks) console.log(`  leak ${l}`)
}
