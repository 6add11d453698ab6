import { runContractSuite } from '@svc/testkit'
import { validator } from '../src/app.js'

runContractSuite(
  validator,
  {
    method: 'POST',
    url: '/validate',
    body: {
      payload: { id: 7, email: 'grace@example.com', tags: ['navy'] },
      schema: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          email: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
  { deps: { fetchSchema: async () => ({ type: 'object' }) } },
)
