/**
 * Writes the generated part of the labelled corpus (seed 20261124): per type a fixed number of
 * positives, the hard negatives, and the log-line corpus. Run: pnpm --filter @svc/pii corpus
 */
import { writeFileSync } from 'node:fs'
import { logLine } from './logs.js'
import { NEGATIVES } from './negatives.js'
import { type Case, MAKERS } from './positives.js'
import { seeded } from './random.js'

const POSITIVES_PER_TYPE = 24
const NEGATIVES_PER_MAKER = 9
const LOG_LINES = 2000
const out = new URL('../', import.meta.url)
const r = seeded(20261124)

const positives: Case[] = []
for (const [type, makers] of Object.entries(MAKERS)) {
  for (let i = 0; i < POSITIVES_PER_TYPE; i++) {
    const made = (makers[i % makers.length] as (typeof makers)[number])(r)
    const expect = [{ type: made.type, value: made.value, ...(made.path ? { path: made.path } : {}) }]
    positives.push({
      id: `gen-${type}-${i}`,
      ...(made.text !== undefined ? { text: made.text } : { payload: made.payload }),
      expect,
    })
  }
}

const negatives: Case[] = []
NEGATIVES.forEach((maker, m) => {
  for (let i = 0; i < NEGATIVES_PER_MAKER; i++) {
    const made = maker.make(r)
    const body = typeof made === 'string' ? { text: made } : { payload: made.payload }
    negatives.push({ id: `neg-${m}-${i}`, ...body, expect: [], note: maker.note })
  }
})

const jsonl = (cases: Case[]) => `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`
writeFileSync(new URL('generated-positives.jsonl', out), jsonl(positives))
writeFileSync(new URL('generated-negatives.jsonl', out), jsonl(negatives))
writeFileSync(new URL('generated-logs.txt', out), `${Array.from({ length: LOG_LINES }, () => logLine(r)).join('\n')}\n`)
console.log(`${positives.length} positives, ${negatives.length} hard negatives, ${LOG_LINES} log lines`)
