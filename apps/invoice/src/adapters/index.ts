/**
 * Every adapter of the invoice normalizer, listed explicitly (no discovery), grouped by category and
 * sorted by key. Named vendors are tried first; the generic modes only when no vendor matches.
 */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../canonical/invoice.js'
import { adyen } from './adyen.js'
import { amazon } from './amazon.js'
import { bigcommerce } from './bigcommerce.js'
import { billCom } from './bill-com.js'
import { braintree } from './braintree.js'
import { brex } from './brex.js'
import { chargebee } from './chargebee.js'
import { checkoutCom } from './checkout-com.js'
import { clover } from './clover.js'
import { ebay } from './ebay.js'
import { etsy } from './etsy.js'
import { expensify } from './expensify.js'
import { freeagent } from './freeagent.js'
import { freshbooks } from './freshbooks.js'
import { csvLike } from './generic/csv-like.js'
import { erpExport } from './generic/erp-export.js'
import { invoiceShaped } from './generic/invoice-shaped.js'
import { pdfExtract } from './generic/pdf-extract.js'
import { stripeLike } from './generic/stripe-like.js'
import { webhook } from './generic/webhook.js'
import { gocardless } from './gocardless.js'
import { harvest } from './harvest.js'
import { invoiced } from './invoiced.js'
import { lightspeed } from './lightspeed.js'
import { magento } from './magento.js'
import { mercadolibre } from './mercadolibre.js'
import { mollie } from './mollie.js'
import { myob } from './myob.js'
import { netsuite } from './netsuite.js'
import { paddle } from './paddle.js'
import { paypal } from './paypal.js'
import { pleo } from './pleo.js'
import { quickbooks } from './quickbooks.js'
import { ramp } from './ramp.js'
import { razorpay } from './razorpay.js'
import { recurly } from './recurly.js'
import { revel } from './revel.js'
import { sage } from './sage.js'
import { sapConcur } from './sap-concur.js'
import { shopify } from './shopify.js'
import { square } from './square.js'
import { squarePos } from './square-pos.js'
import { stripe } from './stripe.js'
import { toast } from './toast.js'
import { wave } from './wave.js'
import { woocommerce } from './woocommerce.js'
import { xero } from './xero.js'
import { zohoBooks } from './zoho-books.js'

export const vendorAdapters: readonly AnyAdapter<InvoiceDraft>[] = [
  // accounting
  billCom,
  freeagent,
  freshbooks,
  harvest,
  invoiced,
  myob,
  netsuite,
  quickbooks,
  sage,
  wave,
  xero,
  zohoBooks,
  // payments
  adyen,
  braintree,
  chargebee,
  checkoutCom,
  gocardless,
  mollie,
  paddle,
  paypal,
  razorpay,
  recurly,
  square,
  stripe,
  // marketplaces
  amazon,
  bigcommerce,
  ebay,
  etsy,
  magento,
  mercadolibre,
  shopify,
  woocommerce,
  // point_of_sale
  clover,
  lightspeed,
  revel,
  squarePos,
  toast,
  // expense
  brex,
  expensify,
  pleo,
  ramp,
  sapConcur,
]

export const genericModes: readonly AnyAdapter<InvoiceDraft>[] = [
  csvLike,
  erpExport,
  invoiceShaped,
  pdfExtract,
  stripeLike,
  webhook,
]

export const registry = createRegistry<InvoiceDraft>([...vendorAdapters, ...genericModes])
