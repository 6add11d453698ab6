/** Every service the runner mounts: one line per service, sorted by port. */

import { calendar } from '@svc/calendar'
import { consistency } from '@svc/consistency'
import type { Service } from '@svc/core'
import { diff } from '@svc/diff'
import { faultAnalyzer } from '@svc/fault-analyzer'
import { formatConverter } from '@svc/format-converter'
import { htmlConverter } from '@svc/html-converter'
import { invoice } from '@svc/invoice'
import { jobs } from '@svc/jobs'
import { pdfExtract } from '@svc/pdf-extract'
import { pdfOptimize } from '@svc/pdf-optimize'
import { pii } from '@svc/pii'
import { qr } from '@svc/qr'
import { rateLimit } from '@svc/rate-limit'
import { retail } from '@svc/retail'
import { shipment } from '@svc/shipment'
import { signer } from '@svc/signer'
import { social } from '@svc/social'
import { validator } from '@svc/validator'

export const services: readonly Service[] = [
  validator,
  signer,
  consistency,
  diff,
  htmlConverter,
  rateLimit,
  faultAnalyzer,
  invoice,
  shipment,
  jobs,
  social,
  retail,
  calendar,
  qr,
  pii,
  formatConverter,
  pdfExtract,
  pdfOptimize,
]
