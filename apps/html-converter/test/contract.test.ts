import { runContractSuite } from '@svc/testkit'
import { htmlConverter } from '../src/app.js'

runContractSuite(htmlConverter, {
  method: 'POST',
  url: '/convert',
  body: {
    html: '<article><h1>Quarterly report</h1><p>Revenue grew <strong>12%</strong>.</p><script>track()</script></article>',
    mode: 'readable',
    includeMetadata: true,
  },
})
