import { runContractSuite } from '@svc/testkit'
import { consistency } from '../src/app.js'

runContractSuite(consistency, {
  method: 'POST',
  url: '/analyze',
  body: [
    { id: 1, email: 'grace@example.com', total: 12.5 },
    { id: 2, email: 'alan@example.com', total: '7.25' },
  ],
})
