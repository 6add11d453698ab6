/**
 * In-process posts per second for 10,000 mixed posts (every platform's fixture in turn, in one
 * bucket per platform), declared and inferred, against a baseline measured in the same run:
 * JSON.parse + JSON.stringify of the same body (the least any JSON service does with it).
 * Short runs: the host's 2 cores are shared. Run: pnpm --filter @svc/social bench
 */
import { formatRate, markdownTable, ratio } from '@svc/bench'
import { Bench } from 'tinybench'
import { normalizeSocial } from '../src/domain/normalize-social.js'
import { mixedBuckets } from './inputs.js'

const POSTS = 10_000
const declared = mixedBuckets(POSTS, true)
const inferred = mixedBuckets(POSTS, false)
const text = JSON.stringify(declared)
const bench = new Bench({ time: 3_000, iterations: 5 })
const check = (posts: number) => {
  if (posts !== POSTS) throw new Error(`expected ${POSTS} posts, got ${posts}`)
}
bench
  .add('baseline: JSON.parse + JSON.stringify of the body', () => {
    if (JSON.stringify(JSON.parse(text)).length !== text.length) throw new Error('round trip changed the body')
  })
  .add('normalizeSocial, platform declared per bucket', () =>
    check(normalizeSocial({ single: false, buckets: declared }).posts.length),
  )
  .add('normalizeSocial, platform inferred', () =>
    check(normalizeSocial({ single: false, buckets: inferred }).posts.length),
  )
await bench.run()
const postsPerSecond = (i: number) => {
  const r = bench.tasks[i]?.result
  return r?.state === 'completed' ? r.throughput.mean * POSTS : 0
}
console.log(
  markdownTable(
    [
      `${POSTS.toLocaleString('en')} mixed posts, ${new Set(declared.map((b) => b.platform)).size} platforms (${(text.length / 1e6).toFixed(1)} MB)`,
      'posts/s (1 core)',
      'vs baseline',
    ],
    bench.tasks.map((task, i) => [
      task.name,
      formatRate(postsPerSecond(i)),
      ratio(postsPerSecond(i), postsPerSecond(0)),
    ]),
  ),
)
