import { runContractSuite } from '@svc/testkit'
import { formatConverter } from '../src/app.js'

runContractSuite(formatConverter, {
  method: 'POST',
  url: '/convert',
  body: {
    from: 'csv',
    to: 'json',
    data: 'sku,qty,price,note\nA-1,2,9.50,first order\nB-2,1,12.00,"gift, wrapped"\n',
    options: { input: { csv: { inferTypes: true } } },
  },
})
