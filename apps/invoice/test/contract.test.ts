import { loadFixture } from '@svc/normalize-kit/testing'
import { runContractSuite } from '@svc/testkit'
import { invoice } from '../src/app.js'

runContractSuite(invoice, {
  method: 'POST',
  url: '/normalize',
  body: { payload: loadFixture(new URL('./fixtures/', import.meta.url), 'xero', 'invoice.json') },
})
