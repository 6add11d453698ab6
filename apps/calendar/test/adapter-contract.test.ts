import { runAdapterContract } from '@svc/normalize-kit/testing'
import { registry } from '../src/adapters/index.js'

// `published/` holds vendor responses that are no single adapter's object (error bodies, collections);
// test/published/value-table.test.ts reads them.
runAdapterContract({ registry, fixtures: new URL('./fixtures/', import.meta.url), ignoreFolders: ['published'] })
