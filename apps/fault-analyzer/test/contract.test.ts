import { runContractSuite } from '@svc/testkit'
import { faultAnalyzer } from '../src/app.js'

runContractSuite(faultAnalyzer, {
  method: 'POST',
  url: '/analyze',
  body: {
    statusCode: 504,
    method: 'GET',
    url: 'https://shop.example.com/api/search?q=lamp',
    duration: 60_012,
    responseHeaders: { Server: 'awselb/2.0', 'Content-Type': 'text/html' },
    retryAttemptCount: 1,
  },
})

runContractSuite(faultAnalyzer, {
  method: 'POST',
  url: '/analyze/batch',
  body: [
    { statusCode: 502, duration: 20, proxyType: 'nginx' },
    { statusCode: 200, method: 'GET' },
  ],
})
