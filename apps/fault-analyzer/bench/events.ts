/** A deterministic mix of 1,000 events: every real-world fixture, then every rule example, repeated. */
import { readdirSync, readFileSync } from 'node:fs'
import type { FaultEvent } from '../src/domain/types.js'
import { ADJUST_EXAMPLES, CLASSIFY_EXAMPLES } from '../test/domain/rule-examples.js'

const root = new URL('../test/fixtures/', import.meta.url)
const fixtures: FaultEvent[] = readdirSync(root).flatMap((category) =>
  readdirSync(new URL(`${category}/`, root)).map(
    (file) => JSON.parse(readFileSync(new URL(`${category}/${file}`, root), 'utf8')).event as FaultEvent,
  ),
)
const pool: FaultEvent[] = [...fixtures, ...[...CLASSIFY_EXAMPLES, ...ADJUST_EXAMPLES].map(([, event]) => event)]

export function eventBatch(size: number): FaultEvent[] {
  return Array.from({ length: size }, (_, i) => pool[i % pool.length]!)
}
