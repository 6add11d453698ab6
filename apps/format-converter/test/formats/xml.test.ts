import { describe, expect, it } from 'vitest'
import { read, rejection, toText, write } from '../convert-helper.js'

describe('XML reader', () => {
  it('maps attributes to @_name, text beside them to #text, and repeated elements to lists', async () => {
    const xml =
      '<?xml version="1.0"?><order id="7"><item sku="A">Pen &amp; ink</item><item sku="B">Pad</item><note/></order>'
    expect(await read('xml', xml)).toEqual({
      order: {
        item: [
          { '#text': 'Pen & ink', '@_sku': 'A' },
          { '#text': 'Pad', '@_sku': 'B' },
        ],
        note: '',
        '@_id': '7',
      },
    })
  })

  it('infers types on request', async () => {
    expect(await read('xml', '<r><n>08</n><m>2.5</m><b>true</b></r>', { xml: { inferTypes: true } })).toEqual({
      r: { n: '08', m: 2.5, b: true },
    })
  })

  it('refuses an external entity (XXE) before parsing', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'
    const error = await rejection(read('xml', xxe))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toContain('DTDs and entity declarations are not accepted')
  })

  it('refuses billion laughs', async () => {
    const lol = `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`
    expect((await rejection(read('xml', lol))).code).toBe('INVALID_INPUT')
  })

  it('does not mistake DOCTYPE text inside CDATA or a comment for a DTD', async () => {
    expect(await read('xml', '<r><![CDATA[<!DOCTYPE x>]]><!-- <!ENTITY y "z"> --></r>')).toEqual({ r: '<!DOCTYPE x>' })
  })

  it('reports malformed XML with line and column', async () => {
    const error = await rejection(read('xml', '<a>\n  <b></a>'))
    expect(error.code).toBe('INVALID_INPUT')
    // The position is where the fault shows: the end of the close tag that does not match.
    expect(error.extra.details).toEqual([expect.objectContaining({ line: 2, column: 9 })])
  })

  it('decodes character references, normalizes line ends, drops processing instructions', async () => {
    const xml = '<?xml version="1.0"?>\r\n<r a="&#60;&#x3E;"><?pi \'?>\r\n<t>&#163;&#x10000;&amp;#38;\r\nx</t></r>'
    expect(await read('xml', xml)).toEqual({ r: { '@_a': '<>', t: '£𐀀&#38;\nx' } })
  })

  it('refuses what fast-xml-parser alone reads: control characters, `--` in a comment, `<` in an attribute', async () => {
    for (const xml of ['<r>\u0001</r>', '<r><!-- a -- b --></r>', '<r a="<"/>', '<r>&nbsp;</r>', '<r>&#0;</r>']) {
      expect((await rejection(read('xml', xml))).code).toBe('INVALID_INPUT')
    }
  })

  it('never quotes a name from the input in its message', async () => {
    const error = await rejection(read('xml', '<r><secret-name></r>'))
    expect(error.message).not.toContain('secret')
  })

  it('decodes the encoding its declaration names, and refuses a declaration the bytes contradict', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><r>'),
      Buffer.from([0xe9]),
      Buffer.from('</r>'),
    ])
    expect(await read('xml', latin1)).toEqual({ r: 'é' })
    const sjis = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><r>'),
      Buffer.from([0x93, 0xfa]),
      Buffer.from('</r>'),
    ])
    expect(await read('xml', sjis)).toEqual({ r: '日' })
    for (const bytes of [
      Buffer.from('<?xml version="1.0" encoding="UTF-16"?><r/>'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><r/>')]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<?xml version="1.0" encoding="UTF-8"?><r/>', 'utf16le')]),
      Buffer.from('<?xml version="1.0" encoding="x-no-such"?><r/>'),
    ]) {
      const error = await rejection(read('xml', bytes))
      expect(error.code).toBe('INVALID_ENCODING')
      expect(error.message).not.toContain('no-such')
    }
  })

  it('reads UTF-16 with a byte order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<r><c>Ωμέγα</c></r>', 'utf16le')])
    expect(await read('xml', bytes)).toEqual({ r: { c: 'Ωμέγα' } })
  })
})

describe('XML writer', () => {
  it('writes the reader mapping back: attributes, text, repeated elements', async () => {
    const value = {
      order: {
        '@_id': '7',
        item: [
          { '@_sku': 'A', '#text': 'Pen & ink' },
          { '@_sku': 'B', '#text': 'Pad' },
        ],
      },
    }
    const xml = String(await write('xml', value))
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order id="7">\n  <item sku="A">Pen &amp; ink</item>\n  <item sku="B">Pad</item>\n</order>\n',
    )
    expect(await read('xml', xml)).toEqual({ order: { item: value.order.item, '@_id': '7' } })
  })

  it('wraps lists and several members in rootName/itemName', async () => {
    expect(
      String(
        await write('xml', [{ a: 1 }, { a: 2 }], {
          xml: { rootName: 'rows', itemName: 'row', declaration: false, indent: 0 },
        }),
      ),
    ).toBe('<rows><row><a>1</a></row><row><a>2</a></row></rows>')
  })

  it('refuses a key that is not an XML name with 422', async () => {
    const error = await rejection(write('xml', { 'first name': 'Ann' }))
    expect(error.code).toBe('INVALID_TRANSFORMATION')
    expect(error.extra.key).toBe('first name')
  })

  it('escapes text so the output reads back', async () => {
    expect(await read('xml', await toText('json', 'xml', '{"r":{"t":"<b> & \\"q\\""}}'))).toEqual({
      r: { t: '<b> & "q"' },
    })
  })
})
