import { runContractSuite } from '@svc/testkit'
import { diff } from '../src/app.js'

runContractSuite(diff, {
  method: 'POST',
  url: '/diff',
  body: {
    before: { id: 42, login: 'octocat', plan: { name: 'pro', seats: 5 }, emails: ['octo@example.com'] },
    after: { id: '42', login: 'octocat', plan: null, emails: ['octo@example.com'], twoFactor: true },
  },
})
