/**
 * Vendor responses (test/fixtures/SOURCES.md): one value row per published fixture, every canonical
 * field the example carries a value for; the kit's `runValueRows` fails when a `published` fixture has
 * no row here. Then the envelopes the vendors document (lists in order, per-item errors, error bodies)
 * and the no-fabrication rule.
 */
import { readFileSync } from 'node:fs'
import { isAppError } from '@svc/core/errors'
import { loadFixture, runValueRows } from '@svc/normalize-kit/testing'
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { invoice } from '../../src/app.js'
import { normalizeInvoice, normalizeInvoiceList } from '../../src/domain/normalize-invoice.js'

const APP = new URL('../../', import.meta.url)
const load = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, APP), 'utf8'))
const fixture = (key: string, file: string) =>
  loadFixture(new URL('../fixtures/', import.meta.url), key, file) as Record<string, unknown>

/** The AppError `run` throws (its code, message and extra members), or a failure when it returns. */
function refusal(run: () => unknown): { code: string; message: string; extra: Record<string, unknown> } {
  try {
    run()
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, extra: { ...error.extra } }
    throw error
  }
  throw new Error('expected an AppError')
}

const STRIPE = 'test/fixtures/published/stripe/fixtures3-invoice.json'
const STRIPE_LINE = 'test/fixtures/published-parts/stripe-invoice-line-item.json'
const SHOPIFY_LIST = 'test/fixtures/published/shopify/get-orders.json'
const SHOPIFY_ORDER = 'test/fixtures/published/shopify/get-order.json'
const XERO_LIST = 'test/fixtures/published/xero/get-invoices.json'
const XERO_CREATED = 'test/fixtures/published/xero/create-invoices.json'
const XERO_ITEM_ERROR = 'test/fixtures/published/xero/get-invoice-validation-errors.json'
const XERO_EXCEPTION = 'test/fixtures/published/xero/validation-exception-accounts.json'

/** Shopify's reference order #1001, as /normalize and as the only item of /normalize/list. */
function shopifyOrder1001(file: string) {
  for (const inv of [
    normalizeInvoice({ payload: load(file) }),
    normalizeInvoiceList({ payload: load(file) }).invoices[0],
  ]) {
    expect(inv).toMatchObject({
      invoiceId: 'shopify:450789469',
      invoiceNumber: '#1001',
      // financial_status partially_refunded: refunds are no canonical status
      status: 'paid',
      issueDate: '2008-01-10T16:00:00.000Z',
      paidAt: '2008-01-10T16:00:00.000Z',
      currency: 'USD',
      subtotal: 597,
      discountTotal: 10,
      taxTotal: 11.94,
      shippingTotal: 0,
      total: 598.94,
      amountDue: 0,
      taxes: [{ name: 'State Tax', rate: 6, amount: 11.94 }],
      customer: {
        id: '207119551',
        name: 'Bob Norman',
        email: 'bob.norman@mail.example.com',
        phone: '+1(502)-459-2181',
        address: {
          lines: ['Chestnut Street 92'],
          city: 'Louisville',
          region: 'Kentucky',
          postalCode: '40202',
          country: 'US',
        },
      },
    })
    // Each line's discount is its `discount_allocations` (3.34 + 3.33 + 3.33 = the TENOFF code's 10.00),
    // not `total_discount` ("0.00"); its tax is its `tax_lines`.
    expect(
      inv?.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.discount, l.tax, l.lineTotal, l.sku]),
    ).toEqual([
      ['IPod Nano - 8gb - green', 1, 199, 3.34, 3.98, 199, 'IPOD2008GREEN'],
      ['IPod Nano - 8gb - red', 1, 199, 3.33, 3.98, 199, 'IPOD2008RED'],
      ['IPod Nano - 8gb - black', 1, 199, 3.33, 3.98, 199, 'IPOD2008BLACK'],
    ])
    expect(inv?.normalizationWarnings).toEqual([])
  }
}

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
    // stripe-mock's invoice: a draft in USD, epoch dates, one line, an (implausible, as published) shipping cost
    [STRIPE]: () => {
      for (const source of ['stripe', undefined]) {
        const inv = normalizeInvoice({ payload: load(STRIPE), source })
        expect(inv).toMatchObject({
          invoiceId: 'stripe:in_1Pgc6tB7WZ01zgkWu9fdqL6I',
          vendorInvoiceId: 'in_1Pgc6tB7WZ01zgkWu9fdqL6I',
          invoiceNumber: null,
          status: 'draft',
          issueDate: '2009-02-13T23:31:30.000Z',
          dueDate: '2009-02-13T23:31:30.000Z',
          paidAt: null,
          currency: 'USD',
          subtotal: 10,
          discountTotal: 0,
          // `total_taxes: null` and no `tax`: no tax stated
          taxTotal: null,
          shippingTotal: 11171216.93,
          total: 10,
          amountPaid: 0,
          amountDue: 10,
          taxes: [],
          customer: { id: 'cus_QXg1o8vcGmoR32', name: null, email: null, address: null },
          vendor: { address: { lines: [], country: 'US' } },
          paymentTerms: 'charge_automatically',
          notes: null,
        })
        expect(inv.lineItems).toEqual([
          {
            description: 'My First Invoice Item (created for API docs)',
            quantity: 1,
            unitPrice: null,
            discount: 0,
            tax: null,
            lineTotal: 10,
            sku: null,
          },
        ])
        expect(inv.normalizationWarnings).toEqual([])
        if (source === undefined) expect(inv.detectedSource).toBe('stripe')
      }
    },
    // the API reference's line item inside the published invoice (API 2025: `pricing`, `taxes`)
    [STRIPE_LINE]: () => {
      const inv = normalizeInvoice({
        payload: { ...load(STRIPE), lines: { object: 'list', data: [load(STRIPE_LINE)], has_more: false } },
      })
      expect(inv.lineItems).toEqual([
        {
          description: 'My First Invoice Item (created for API docs)',
          quantity: 1,
          unitPrice: 10,
          discount: 0,
          tax: 0,
          lineTotal: 10,
          sku: 'prod_OnMHDH6VBmYlTr',
        },
      ])
    },
    // GET /orders.json (a one-order list) and GET /orders/{id}.json: the reference's order #1001
    [SHOPIFY_LIST]: () => shopifyOrder1001(SHOPIFY_LIST),
    [SHOPIFY_ORDER]: () => shopifyOrder1001(SHOPIFY_ORDER),
    // GET /Invoices: three invoices, in order; /normalize refuses the list and points to /normalize/list
    [XERO_LIST]: () => {
      for (const source of ['xero', undefined]) {
        const out = normalizeInvoiceList({ payload: load(XERO_LIST), source })
        expect(out.errors).toEqual([])
        expect(
          out.invoices.map((i) => [
            i.invoiceId,
            i.invoiceNumber,
            i.status,
            i.issueDate,
            i.dueDate,
            i.paidAt,
            i.currency,
            i.subtotal,
            i.taxTotal,
            i.total,
            i.amountPaid,
            i.amountDue,
            i.notes,
          ]),
        ).toEqual([
          [
            'xero:d4956132-ed94-4dd7-9eaa-aa22dfdf06f2',
            'INV-0001',
            'void',
            '2018-10-20',
            '2018-12-30',
            null,
            'NZD',
            40,
            0,
            40,
            0,
            0,
            'Red Fish, Blue Fish',
          ],
          [
            'xero:046d8a6d-1ae1-4b4d-9340-5601bdf41b87',
            'INV-0002',
            'paid',
            '2018-10-20',
            '2018-12-30',
            // FullyPaidOnDate /Date(1543449600000+0000)/, a calendar date in Xero's schema
            '2018-11-29',
            'NZD',
            40,
            6,
            46,
            46,
            0,
            'Red Fish, Blue Fish',
          ],
          [
            'xero:7ef31b20-de17-4312-8382-412f869b1510',
            'INV-0003',
            'open',
            '2018-11-02',
            '2018-11-07',
            null,
            'NZD',
            100,
            15,
            115,
            0,
            115,
            // Reference "" is no note
            null,
          ],
        ])
        for (const i of out.invoices) {
          expect(i.customer).toMatchObject({ id: 'a3675fc4-f8dd-4f03-ba5b-f1870566bcd7', name: 'Barney Rubble-83203' })
          expect(i.lineItems).toEqual([])
          expect(i.normalizationWarnings).toEqual([])
        }
      }
      expect(refusal(() => normalizeInvoice({ payload: load(XERO_LIST) }))).toMatchObject({
        code: 'LIST_PAYLOAD',
        message: 'The payload is a vendor list of 3 invoices; POST it to /normalize/list for one invoice per item.',
      })
    },
    // PUT /Invoices answer: a one-item list is that invoice, with the contact's POBOX address and full phone
    [XERO_CREATED]: () => {
      for (const run of [
        (payload: Record<string, unknown>) => normalizeInvoice({ payload }),
        (payload: Record<string, unknown>) => normalizeInvoiceList({ payload }).invoices[0],
      ]) {
        const inv = run(load(XERO_CREATED))
        expect(inv).toMatchObject({
          invoiceId: 'xero:ed255415-e141-4150-aab7-89c3bbbb851c',
          invoiceNumber: 'INV-0007',
          status: 'open',
          issueDate: '2019-03-11',
          dueDate: '2018-12-10',
          currency: 'NZD',
          subtotal: 40,
          taxTotal: 0,
          total: 40,
          amountPaid: 0,
          amountDue: 40,
          notes: 'Website Design',
          customer: {
            id: '430fa14a-f945-44d3-9f97-5df5e28441b8',
            name: 'Liam Gallagher',
            email: 'liam@rockstar.com',
            // PhoneAreaCode "212" + PhoneNumber "222-2222"
            phone: '212 222-2222',
            address: { city: 'Anytown', region: 'NY', postalCode: '10101', country: 'US' },
          },
          vendor: null,
        })
        // Quantity 2.0000 and UnitAmount 20.00, as published
        expect(inv?.lineItems).toEqual([
          { description: 'Acme Tires', quantity: 2, unitPrice: 20, discount: null, tax: 0, lineTotal: 40, sku: null },
        ])
        expect(inv?.normalizationWarnings).toEqual([])
      }
    },
    // GET /Invoices/{id} answering an invoice Xero marked ERROR: Xero's reason, never the invoice as if sound
    [XERO_ITEM_ERROR]: () => {
      expect(refusal(() => normalizeInvoice({ payload: load(XERO_ITEM_ERROR), source: 'xero' }))).toEqual({
        code: 'VENDOR_ERROR',
        message: 'Xero reported an error (ERROR): Invoice # must be unique.',
        extra: { vendorCode: 'ERROR' },
      })
      expect(normalizeInvoiceList({ payload: load(XERO_ITEM_ERROR) })).toEqual({
        invoices: [],
        errors: [
          {
            item: 0,
            error: 'VENDOR_ERROR',
            vendorCode: 'ERROR',
            message: 'Xero reported an error (ERROR): Invoice # must be unique.',
          },
        ],
      })
    },
    // Xero's ValidationException body: the element's own reason, code ValidationException
    [XERO_EXCEPTION]: () => {
      for (const source of ['xero', undefined]) {
        expect(refusal(() => normalizeInvoice({ payload: load(XERO_EXCEPTION), source }))).toEqual({
          code: 'VENDOR_ERROR',
          message: 'Xero reported an error (ValidationException): Please enter a unique Name.',
          extra: { vendorCode: 'ValidationException' },
        })
        expect(normalizeInvoiceList({ payload: load(XERO_EXCEPTION), source }).errors).toEqual([
          {
            error: 'VENDOR_ERROR',
            vendorCode: 'ValidationException',
            message: 'Xero reported an error (ValidationException): Please enter a unique Name.',
          },
        ])
      }
    },
  },
})

describe('vendor lists (modelled envelopes around the fixtures)', () => {
  it('a Stripe list yields one invoice per item, in order, and a one-item list is that invoice', () => {
    const first = load(STRIPE)
    const second = fixture('stripe', 'invoice.json')
    const list = { object: 'list', url: '/v1/invoices', has_more: false, data: [second, first] }
    const out = normalizeInvoiceList({ payload: list })
    expect(out.errors).toEqual([])
    expect(out.invoices.map((i) => i.invoiceId)).toEqual([`stripe:${second.id}`, 'stripe:in_1Pgc6tB7WZ01zgkWu9fdqL6I'])
    expect(normalizeInvoice({ payload: { ...list, data: [first] } }).invoiceId).toBe(
      'stripe:in_1Pgc6tB7WZ01zgkWu9fdqL6I',
    )
    expect(refusal(() => normalizeInvoice({ payload: { ...list, data: [] } })).code).toBe('LIST_PAYLOAD')
  })
  it('a failed item becomes an errors entry with its position; the items around it are still normalized', () => {
    const list = load(XERO_LIST) as { Invoices: unknown[] }
    const failed = (load(XERO_ITEM_ERROR) as { Invoices: unknown[] }).Invoices[0]
    const out = normalizeInvoiceList({
      payload: { ...list, Invoices: [list.Invoices[0], failed, 'x', list.Invoices[2]] },
    })
    expect(out.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-0001', 'INV-0003'])
    expect(out.errors.map((e) => [e.item, e.error, e.vendorCode ?? null])).toEqual([
      [1, 'VENDOR_ERROR', 'ERROR'],
      [2, 'MALFORMED_PAYLOAD', null],
    ])
  })
  it('a Shopify orders list and a QuickBooks query response, in order; an empty query is LIST_PAYLOAD', () => {
    const order = fixture('shopify', 'order.json')
    const inner = (order.order ?? order) as Record<string, unknown>
    const shopify = normalizeInvoiceList({ payload: { orders: [inner, { ...inner, id: 1, name: '#2' }] } })
    expect(shopify.invoices.map((i) => i.invoiceId)).toEqual([`shopify:${inner.id}`, 'shopify:1'])
    const qbo = fixture('quickbooks', 'invoice.json')
    const qInvoice = (qbo.Invoice ?? qbo) as Record<string, unknown>
    const query = {
      QueryResponse: { Invoice: [qInvoice, { ...qInvoice, Id: '999' }], startPosition: 1, maxResults: 2 },
    }
    expect(normalizeInvoiceList({ payload: query }).invoices.map((i) => i.vendorInvoiceId)).toEqual([
      qInvoice.Id,
      '999',
    ])
    expect(refusal(() => normalizeInvoice({ payload: { QueryResponse: {}, time: '2024-01-01T00:00:00Z' } })).code).toBe(
      'LIST_PAYLOAD',
    )
  })
})

describe("vendor error bodies (modelled on the vendors' references)", () => {
  const cases: [string, Record<string, unknown>, string, string | undefined][] = [
    [
      'Stripe',
      {
        error: {
          code: 'resource_missing',
          doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
          message: "No such invoice: 'in_1Pgc6tB7WZ01zgkWu9fdqL6I'",
          param: 'invoice',
          type: 'invalid_request_error',
        },
      },
      "Stripe reported an error (resource_missing): No such invoice: 'in_1Pgc6tB7WZ01zgkWu9fdqL6I'",
      'resource_missing',
    ],
    ['Shopify 404', { errors: 'Not Found' }, 'Shopify reported an error: Not Found', undefined],
    [
      'Shopify 422',
      { errors: { email: ['is invalid'], line_items: ["can't be blank"] } },
      "Shopify reported an error: email is invalid; line_items can't be blank",
      undefined,
    ],
    [
      'QuickBooks',
      {
        Fault: {
          Error: [
            {
              Message: 'Object Not Found',
              Detail: 'Object Not Found : Something you\u2019re trying to use has been made inactive.',
              code: '610',
              element: '',
            },
          ],
          type: 'ValidationFault',
        },
        time: '2015-03-13T13:01:01.775-07:00',
      },
      'QuickBooks reported an error (610): Object Not Found : Something you\u2019re trying to use has been made inactive.',
      '610',
    ],
    [
      'Xero problem body',
      { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful', Instance: 'x' },
      'Xero reported an error (Unauthorized): AuthenticationUnsuccessful',
      'Unauthorized',
    ],
  ]
  it.each(cases)('%s: VENDOR_ERROR with the vendor reason and code', (_, payload, message, vendorCode) => {
    expect(refusal(() => normalizeInvoice({ payload }))).toEqual({
      code: 'VENDOR_ERROR',
      message,
      extra: vendorCode ? { vendorCode } : {},
    })
    expect(normalizeInvoiceList({ payload })).toEqual({
      invoices: [],
      errors: [{ error: 'VENDOR_ERROR', message, ...(vendorCode ? { vendorCode } : {}) }],
    })
  })
  it('a vendor reason is bounded and loses control and bidi characters', () => {
    const { message } = refusal(() =>
      normalizeInvoice({ payload: { error: { type: 'api_error', message: `a\u0000b\u202e${'x'.repeat(5000)}` } } }),
    )
    expect(message).not.toMatch(/[\u0000\u202e]/)
    expect(message.length).toBeLessThan(400)
  })
  it('an invoice that carries an `error` member next to its own members is still an invoice', () => {
    const inv = normalizeInvoice({ payload: { ...load(STRIPE), error: { type: 'x', message: 'y' } } })
    expect(inv.invoiceId).toBe('stripe:in_1Pgc6tB7WZ01zgkWu9fdqL6I')
  })
})

describe('list size', () => {
  it('reads at most 1,000 items and says so (the reply stays within 12x the request + 1 MB)', () => {
    const item = { id: 'in_1', object: 'invoice', currency: 'usd', amount_due: 0, total: 100 }
    const payload = { object: 'list', data: Array.from({ length: 1_005 }, (_, i) => ({ ...item, id: `in_${i}` })) }
    const out = normalizeInvoiceList({ payload })
    expect(out.invoices).toHaveLength(1_000)
    expect(out.invoices.at(-1)?.invoiceId).toBe('stripe:in_999')
    expect(out.errors).toEqual([
      {
        error: 'TOO_MANY_ITEMS',
        message: 'The list holds 1005 items; the first 1000 were read. Send the rest in further requests.',
      },
    ])
    const empties = normalizeInvoiceList({
      payload: { object: 'list', data: Array.from({ length: 5_000 }, () => ({})) },
    })
    const [requestBytes, replyBytes] = [JSON.stringify({ payload }).length, JSON.stringify(out).length]
    expect(replyBytes).toBeLessThan(12 * requestBytes + 1_000_000)
    expect(JSON.stringify(empties).length).toBeLessThan(12 * 5_000 * 3 + 1_000_000)
  })
})

describe('no fabrication', () => {
  it('a payload yielding no id, number, amount, line or date is EMPTY_INVOICE, never a hashed record of nulls', () => {
    for (const [payload, source] of [
      [{ Type: 'ACCREC', LineAmountTypes: 'Exclusive' }, 'xero'],
      [{ object: 'invoice', currency: 'usd' }, 'stripe'],
      [{ text: 'nothing to see here' }, 'pdf_extract'],
    ] as const)
      expect(refusal(() => normalizeInvoice({ payload, source })).code).toBe('EMPTY_INVOICE')
    expect(normalizeInvoiceList({ payload: { Invoices: [{ Type: 'ACCREC' }] }, source: 'xero' }).errors).toEqual([
      {
        item: 0,
        error: 'EMPTY_INVOICE',
        message:
          'The payload holds no invoice id or number, no amounts, lines or dates: there is nothing to normalize.',
      },
    ])
  })
})

describe('over HTTP', () => {
  it('POST /normalize/list answers the published Xero list; /normalize answers its error body with 422', async () => {
    const list = await injectAs(invoice, {
      method: 'POST',
      url: '/normalize/list',
      payload: { payload: load(XERO_LIST) },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      'INV-0001',
      'INV-0002',
      'INV-0003',
    ])
    // Above the list threshold (8 KB) the list runs in the worker pool and answers the same.
    const item = { object: 'invoice', currency: 'usd', amount_due: 0, total: 100 }
    const data = Array.from({ length: 300 }, (_, i) => ({ ...item, id: `in_${i}` }))
    const pooled = await injectAs(invoice, {
      method: 'POST',
      url: '/normalize/list',
      payload: { payload: { object: 'list', data } },
    })
    expect(pooled.statusCode).toBe(200)
    expect(pooled.json().invoices.map((i: { invoiceId: string }) => i.invoiceId)).toEqual(
      data.map((d) => `stripe:${d.id}`),
    )
    const failed = await injectAs(invoice, {
      method: 'POST',
      url: '/normalize',
      payload: { payload: load(XERO_EXCEPTION) },
    })
    expect(failed.statusCode).toBe(422)
    expect(failed.json()).toMatchObject({
      error: 'VENDOR_ERROR',
      vendorCode: 'ValidationException',
      message: 'Xero reported an error (ValidationException): Please enter a unique Name.',
    })
  })
})

describe('Expensify report variables (Report Exporter template reference)', () => {
  it('the claimant is the vendor, identified by the documented accountID', () => {
    const report = (fixture('expensify', 'report.json').reportList as Record<string, unknown>[])[0]
    const inv = normalizeInvoice({ payload: { ...report, accountID: 1234567 }, source: 'expensify' })
    expect(inv.vendor).toMatchObject({ id: '1234567', email: 'alex.kim@example.com' })
    expect(inv.total).toBe(483.75)
  })
})
