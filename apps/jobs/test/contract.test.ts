import { loadFixture } from '@svc/normalize-kit/testing'
import { runContractSuite } from '@svc/testkit'
import { jobs } from '../src/app.js'

runContractSuite(jobs, {
  method: 'POST',
  url: '/normalize',
  body: { payload: loadFixture(new URL('./fixtures/', import.meta.url), 'lever', 'job.json'), platform: 'lever' },
})
