import { loadFixture } from '@svc/normalize-kit/testing'
import { runContractSuite } from '@svc/testkit'
import { retail } from '../src/app.js'

runContractSuite(retail, {
  method: 'POST',
  url: '/normalize',
  body: {
    inputs: [
      {
        retailerId: 'bestbuy',
        payload: loadFixture(new URL('./fixtures/', import.meta.url), 'bestbuy', 'product.json'),
      },
    ],
  },
})
