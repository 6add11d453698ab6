/**
 * Tracking as data: query parameters stripped from links and images, and the signs of a tracking
 * pixel (a 1×1 or hidden image, or a known beacon host/path).
 */

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_eid',
  'mc_cid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  'rb_clickid',
  's_cid',
  'wt.mc_id',
  'spm',
  'scid',
  'ref_src',
  'trk',
  'trkcampaign',
])

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase()
  } catch {
    return name.toLowerCase()
  }
}

export function isTrackingParam(rawName: string): boolean {
  const name = decodeName(rawName)
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name)
}

const BEACON =
  /(?:doubleclick\.net|google-analytics\.com|googletagmanager\.com|facebook\.com\/tr\b|analytics\.|\/pixel(?:\.gif|\.png)?(?:[?/]|$)|\/beacon(?:[?/.]|$)|\/track(?:ing)?(?:\.gif|\.png)(?:[?/]|$)|\/open\.gif)/i

function isTiny(value: string | null): boolean {
  if (value === null) return false
  const pixels = Number.parseFloat(value)
  return Number.isFinite(pixels) && pixels <= 1
}

/** A 1×1 (or 0-sized) image, or one served from a known beacon address. */
export function isTrackingPixel(width: string | null, height: string | null, src: string): boolean {
  return isTiny(width) || isTiny(height) || BEACON.test(src)
}
