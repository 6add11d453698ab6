import { runAdapterContract } from '@svc/normalize-kit/testing'
import { registry } from '../src/adapters/index.js'

runAdapterContract({
  registry,
  fixtures: new URL('./fixtures/', import.meta.url),
  ignoreFolders: ['edge-cases', 'published', 'published-parts'],
})
