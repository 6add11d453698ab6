import { runContractSuite } from '@svc/testkit'
import { pii } from '../src/app.js'

runContractSuite(pii, {
  method: 'POST',
  url: '/scan',
  body: {
    payload: { user: { email: 'jane.doe@gmail.com', ssn: '536-22-8451' }, note: 'card 4556 7375 8689 9855' },
    mode: 'detect_and_redact',
    strategy: 'mask',
  },
})
