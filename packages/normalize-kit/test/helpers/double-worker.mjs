// A worker for the pool test: the same work as the inline path, wrapped as every service wraps it.
import { threadId } from 'node:worker_threads'
import { poolTask } from '@svc/core/worker'

export default poolTask((input) => ({ doubled: input.n * 2, threadId }))
