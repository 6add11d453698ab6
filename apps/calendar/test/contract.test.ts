import { runContractSuite } from '@svc/testkit'
import { calendar } from '../src/app.js'
import { GOOGLE_EXAMPLE } from '../src/schemas/normalize.js'

runContractSuite(calendar, {
  method: 'POST',
  url: '/normalize',
  body: { inputs: [{ calendarId: 'work', payload: GOOGLE_EXAMPLE }] },
})
