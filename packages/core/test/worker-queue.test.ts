import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWorkerQueue } from '../src/work/worker-queue.js'

/** A task the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => vi.useRealTimers())

describe('createWorkerQueue', () => {
  it('runs at most `slots` tasks at once and starts waiting ones in arrival order', async () => {
    const queue = createWorkerQueue({ slots: 2, maxWaiting: 5, maxWaitMs: 60_000 })
    const tasks = [deferred<string>(), deferred<string>(), deferred<string>(), deferred<string>()]
    const started: number[] = []
    const results = tasks.map((task, i) =>
      queue.run(() => {
        started.push(i)
        return task.promise
      }),
    )
    const outcomes = Promise.allSettled(results)
    await settled()
    expect(started).toEqual([0, 1])
    expect([queue.running, queue.waiting]).toEqual([2, 2])
    tasks[1]?.resolve('one')
    await settled()
    expect(started).toEqual([0, 1, 2])
    tasks[0]?.reject(new Error('failed'))
    await settled()
    expect(started).toEqual([0, 1, 2, 3])
    tasks[2]?.resolve('two')
    tasks[3]?.resolve('three')
    expect(await outcomes).toEqual([
      { status: 'rejected', reason: new Error('failed') },
      { status: 'fulfilled', value: 'one' },
      { status: 'fulfilled', value: 'two' },
      { status: 'fulfilled', value: 'three' },
    ])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  it('refuses a task at once with OVERLOADED when `maxWaiting` tasks wait', async () => {
    const queue = createWorkerQueue({ slots: 1, maxWaiting: 1, maxWaitMs: 60_000 })
    const busy = deferred<void>()
    const first = queue.run(() => busy.promise)
    const second = queue.run(async () => 'second')
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({
      code: 'OVERLOADED',
      message: 'All workers are busy; retry shortly.',
    })
    busy.resolve()
    await first
    expect(await second).toBe('second')
  })

  it('refuses a task that waited `maxWaitMs` and never runs it', async () => {
    vi.useFakeTimers()
    const queue = createWorkerQueue({ slots: 1, maxWaiting: 4, maxWaitMs: 30_000 })
    const busy = deferred<void>()
    const first = queue.run(() => busy.promise)
    let ran = false
    const late = queue.run(async () => {
      ran = true
    })
    const outcome = expect(late).rejects.toMatchObject({
      code: 'OVERLOADED',
      message: 'No worker became free within 30 s; retry shortly.',
    })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(queue.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(queue.waiting).toBe(0)
    busy.resolve()
    await first
    expect(ran).toBe(false)
    expect(queue.running).toBe(0)
  })

  it('drops a waiting task whose caller went away, unrun, and gives its place to the next', async () => {
    const queue = createWorkerQueue({ slots: 1, maxWaiting: 4, maxWaitMs: 60_000 })
    const busy = deferred<void>()
    const first = queue.run(() => busy.promise)
    const caller = new AbortController()
    let ran = false
    const abandoned = queue.run(async () => {
      ran = true
    }, caller.signal)
    const next = queue.run(async () => 'next')
    expect(queue.waiting).toBe(2)
    caller.abort()
    await expect(abandoned).rejects.toMatchObject({
      code: 'OVERLOADED',
      message: 'The caller went away while the task waited for a worker.',
    })
    expect(queue.waiting).toBe(1)
    busy.resolve()
    await first
    expect(await next).toBe('next')
    expect(ran).toBe(false)
    const gone = new AbortController()
    gone.abort()
    await expect(queue.run(async () => 'never', gone.signal)).rejects.toMatchObject({ code: 'OVERLOADED' })
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })
})
