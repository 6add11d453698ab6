/**
 * Postal addresses (coverage `high`). Street lines in the layouts of the locales the README lists:
 *
 * - US/UK/CA: house number, an optional direction, one to four capitalised words or an ordinal
 *   (`16th`), then a street suffix from the USPS list and British usage (`Street`, `Valleys`,
 *   `Greens`, `Corners`, `Well`, `Rapids`, `Close`, `Mews`, ...) or `Broadway`; an optional unit
 *   (`Apt. 280`, `Suite 653`) and `, City, ST 12345` or a UK postcode.
 * - German: a street word ending in `straße`/`str.`/`weg`/`platz`/… or written apart
 *   (`Nauener Str.`), or `Am`/`An der`/`Im` + name, then the house number (`Haselweg 28b`).
 * - French: number, street type, name (`8 rue de Rivoli`, `54 Impasse de la Pompe`, `19 Quai Saint-Denis`).
 * - Spanish and Italian: street type, name words, then the number or `s/n`, and a floor or door
 *   (`Calle Mayor, 5 2º B`, `Travesía Anni s/n.`, `Via Lorella 89, Piano 3`).
 * - any street-like value under a key such as `address` or `street`.
 *
 * Names are read word by word in code after an anchor (a number or a street type), so no pattern
 * repeats a group and the scan stays linear.
 */
import { isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const EN_SUFFIXES = [
  'Street|Streets|St|Avenue|Ave|Av|Road|Roads|Rd|Boulevard|Blvd|Lane|Ln|Drive|Drives|Dr|Court|Courts|Ct|Way|Ways',
  'Place|Pl|Terrace|Ter|Circle|Circles|Cir|Parkway|Parkways|Pkwy|Highway|Hwy|Square|Squares|Sq|Close|Crescent|Cres',
  'Gardens|Garden|Row|Trail|Trl|Walk|Walks|Alley|Annex|Arcade|Bayou|Beach|Bend|Bluff|Bluffs|Bottom|Branch|Bridge',
  'Brook|Brooks|Burg|Burgs|Bypass|Camp|Canyon|Cape|Causeway|Center|Centers|Chase|Cliff|Cliffs|Club|Common|Commons',
  'Corner|Corners|Course|Cove|Coves|Creek|Crest|Crossing|Crossroad|Curve|Dale|Dam|Divide|End|Estate|Estates',
  'Expressway|Extension|Extensions|Falls|Ferry|Field|Fields|Flat|Flats|Ford|Fords|Forest|Forge|Forges|Fork|Forks',
  'Fort|Freeway|Gateway|Glen|Glens|Green|Greens|Grove|Groves|Harbor|Harbors|Haven|Heights|Hill|Hills|Hollow|Inlet',
  'Island|Islands|Isle|Junction|Junctions|Key|Keys|Knoll|Knolls|Lake|Lakes|Land|Landing|Lea|Light|Lights|Loaf|Lock',
  'Locks|Lodge|Loop|Mall|Manor|Manors|Meadow|Meadows|Mews|Mill|Mills|Mission|Motorway|Mount|Mountain|Mountains',
  'Neck|Orchard|Oval|Overpass|Park|Parks|Pass|Passage|Path|Pike|Pine|Pines|Plain|Plains|Plaza|Point|Points|Port',
  'Ports|Prairie|Radial|Ramp|Ranch|Rapid|Rapids|Rest|Ridge|Ridges|Rise|River|Route|Run|Shoal|Shoals|Shore|Shores',
  'Side|Skyway|Spring|Springs|Spur|Spurs|Station|Stravenue|Stream|Summit|Throughway|Trace|Track|Trafficway|Tunnel',
  'Turnpike|Underpass|Union|Unions|Valley|Valleys|Vale|Via|Viaduct|View|Views|Village|Villages|Ville|Vista|Wall',
  'Well|Wells|Wharf|Yard|Quay|Parade|Grange|Fold|Croft|Green|Hey|Wynd|Gate|Broadway|Kingsway|Queensway|Fall|Rue',
  // British usage beyond the USPS list
  'Approach|Wood|Woods|Mead|Bank|Drove|Garth|Brae|Paddock|Brow|Copse|Glade|Hey',
].join('|')
/** Anchor of an English street line: house number, optional direction. The name and suffix are read in code. */
const EN_ANCHOR = /(?<![\p{L}\d.,-])\d{1,6}[A-Za-z]? (?:(?:N|S|E|W|NE|NW|SE|SW)\.? )?(?=[A-Z\d])/gu
const EN_SUFFIX = new RegExp(`^(?:${EN_SUFFIXES})\\.?$`)
const EN_NAME_WORD =
  /^(?:[A-Z][a-z]{0,24}(?:[A-Z][a-z]{1,24})?(?:[-'’][A-Z]?[a-z]{1,24}(?:[A-Z][a-z]{1,24})?)?\.?|\d{1,3}(?:st|nd|rd|th)|The|Mt\.?|St\.?|Saint)$/
const EN_TAIL =
  /^(?: (?:N|S|E|W|NE|NW|SE|SW)\b)?(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Flat|Fl|Floor|#)\.? ?[A-Za-z0-9-]{1,6})?(?:,? [A-Z][A-Za-z. ]{1,30},? (?:[A-Z]{2} \d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}))?/

const DE_WORD_SUFFIX =
  /(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|feld|garten|park|graben|kamp|stieg|twiete)$/i
const DE_APART = /^(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm|Ufer|Chaussee|Steig|Pfad|Markt)$/
const DE_PREFIX =
  /(?<![\p{L}\d])(?:Am|An der|An den|Im|In der|In den|Auf der|Auf dem|Zum|Zur|Unter den|Hinter der|Alte|Alter|Neue|Neuer|Große|Kleine) (?=\p{Lu})/gu
const DE_CANDIDATE =
  /(?<![\p{L}\d.-])\p{Lu}[\p{L}.-]{1,40}(?: \p{Lu}[\p{L}.-]{1,20})?(?: \p{Lu}[\p{L}.-]{1,20})? \d{1,4}[a-z]?\b/gu

const FR_TYPES =
  'rue|avenue|av\\.|boulevard|bd|allée|allee|voie|quai|impasse|passage|place|chemin|route|cours|square|sentier|villa|cité|faubourg|promenade|esplanade|rond-point|hameau|calle|via|viale|piazza|plaza|corso'
const FR_LINE = new RegExp(
  `(?<![\\p{L}\\d.,-])\\d{1,4}(?: ?(?:bis|ter|[A-Za-z]))?,? (?:${FR_TYPES}) [\\p{L}' -]{2,40}`,
  'giu',
)

const SOUTH_TYPES = [
  // Spanish (INE street types)
  'Calle|Avenida|Avda\\.|Paseo|Plaza|Carretera|Camino|Travesía|Ronda|Glorieta|Pasaje|Callejón|Rambla|Riera|Vía',
  'Urbanización|Polígono|Barrio|Colonia|Grupo|Edificio|Muelle|Jardines|Lado|Extrarradio|Ferrocarril|Barranco',
  'Bajada|Subida|Cuesta|Costanilla|Sector|Partida|Prolongación|Alameda|Bulevar|Cañada|Carrera|Explanada|Galería',
  'Gran Vía|Parque|Poblado|Puente|Puerta|Rampa|Senda|Arroyo|Acceso|Quinta|Diseminado|Vereda|Ramal|Rincón',
  'Rinconada|Zona|Urbanizacion|Poligono|Travesia|Callejon|Camino Real|Autovía|Autopista|Pasadizo|Manzana',
  'Aldea|Arrabal|Bloque|Calleja|Caserío|Caserio|Conjunto|Escalinata|Extramuros|Lugar|Mercado|Monte|Municipio',
  'Parcela|Rúa|Rua|Sección|Solar|Terrenos|Torrente|Huerta|Masía|Vía Pública|Gran Subida',
  // Italian (toponomastica)
  'Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Strada|Borgo|Contrada|Rotonda|Incrocio|Vico|Salita|Lungomare',
  'Lungotevere|Località|Traversa|Galleria|Circonvallazione|Discesa|Stradone|Frazione|Canale|Calle|Campo|Rione',
].join('|')
const SOUTH_ANCHOR = new RegExp(`(?<![\\p{L}\\d])(?:${SOUTH_TYPES}|${lowerFirst(SOUTH_TYPES)}) (?=[\\p{Lu}dl])`, 'gu')
const SOUTH_WORD =
  /^(?:\p{Lu}[\p{Ll}'’-]{0,30}(?:\p{Lu}\p{Ll}{1,20})?\.?|de|del|della|delle|dei|degli|di|da|la|las|los|el|les|l'\p{Lu}\p{Ll}{1,20})$/u
const SOUTH_PARTICLE = /^(?:de|del|della|delle|dei|degli|di|da|la|las|los|el|les)$/
const SOUTH_NUMBER = /^,? (?:\d{1,4}[A-Za-z]?|[Ss]\/[Nn]\.?|[Kk]m\.? \d{1,3})/
const SOUTH_DOOR =
  /^,? (?:\d{1,2}º ?(?:Izda\.?|Dcha\.?|[A-Z]\b)?|Bajo(?: Izda\.?| Dcha\.?| [A-Z]\b)?|Ático(?: [A-Z]\b)?|Entlo\.?|Piso \d{1,2}|Puerta \d{1,3}|Esc(?:alera)?\.? [A-Z\d]|Piano \d{1,2}|Appartamento \d{1,4}|Interno \d{1,3}|Int\.? \d{1,3}|Scala [A-Z])/

const ADDRESS_KEY =
  /^(address|addressline[12]?|street|streetaddress|line1|line2|homeaddress|mailingaddress|billingaddress|shippingaddress|residence|strasse|adresse|direccion|indirizzo|via)$/
const STREETLIKE = /\d.*\p{L}{3}|\p{L}{3}.*\d/u

function lowerFirst(alternation: string): string {
  return alternation
    .split('|')
    .map((t) => t.charAt(0).toLowerCase() + t.slice(1))
    .join('|')
}

/** Words separated by single spaces from `from`, while `accept` takes them: [end of the last accepted word, words]. */
function readWords(text: string, from: number, max: number, accept: (word: string, index: number) => boolean) {
  const ends: number[] = []
  const words: string[] = []
  let at = from
  while (words.length < max) {
    let end = at
    while (end < text.length && end - at < 40 && !/[\s,;:()"<>]/.test(text.charAt(end))) end++
    const word = text.slice(at, end)
    if (word.length === 0 || !accept(word, words.length)) break
    words.push(word)
    ends.push(end)
    if (text.charAt(end) !== ' ') break
    at = end + 1
  }
  return { words, ends }
}

function push(found: Match[], start: number, end: number, confidence: number) {
  found.push({ type: 'postal_address', detector: 'street_address', start, end, confidence })
}

function scanEnglish(text: string, found: Match[]) {
  EN_ANCHOR.lastIndex = 0
  for (let m = EN_ANCHOR.exec(text); m !== null; m = EN_ANCHOR.exec(text)) {
    const from = m.index + m[0].length
    const { words, ends } = readWords(text, from, 6, (w) => EN_NAME_WORD.test(w) || EN_SUFFIX.test(w))
    // The last street suffix among the words read, after at least one name word (`Broadway`, `Kingsway` alone).
    let last = -1
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string
      if (EN_SUFFIX.test(w) && (i > 0 || /^(Broadway|Kingsway|Queensway)$/.test(w))) last = i
    }
    if (last === -1) continue
    let end = ends[last] as number
    const tail = EN_TAIL.exec(text.slice(end, end + 80))
    if (tail) end += tail[0].length
    if (!isBoundary(text, end)) continue
    push(found, m.index, end, 0.85)
    EN_ANCHOR.lastIndex = end
  }
}

function scanGerman(text: string, found: Match[]) {
  DE_CANDIDATE.lastIndex = 0
  for (let m = DE_CANDIDATE.exec(text); m !== null; m = DE_CANDIDATE.exec(text)) {
    const parts = m[0].split(' ')
    const street = parts.slice(0, -1)
    const last = street[street.length - 1] ?? ''
    const ok = DE_WORD_SUFFIX.test(last) || (street.length >= 2 && DE_APART.test(last))
    if (!ok) {
      // Not a street here; the next candidate may start at the following word.
      DE_CANDIDATE.lastIndex = m.index + (parts[0]?.length ?? 1)
      continue
    }
    push(found, m.index, m.index + m[0].length, 0.8)
  }
  DE_PREFIX.lastIndex = 0
  for (let m = DE_PREFIX.exec(text); m !== null; m = DE_PREFIX.exec(text)) {
    const number = /^\p{Lu}[\p{L}-]{2,30} \d{1,4}[a-z]?\b/u.exec(
      text.slice(m.index + m[0].length, m.index + m[0].length + 40),
    )
    if (!number) continue
    const end = m.index + m[0].length + number[0].length
    // `Am Küchenhof 92c` replaces the `Küchenhof 92c` the suffix rule found inside it.
    for (let i = found.length - 1; i >= 0; i--) {
      const f = found[i] as Match
      if (f.start >= m.index && f.end <= end) found.splice(i, 1)
    }
    push(found, m.index, end, 0.8)
  }
}

function scanFrench(text: string, found: Match[]) {
  FR_LINE.lastIndex = 0
  for (let m = FR_LINE.exec(text); m !== null; m = FR_LINE.exec(text)) {
    push(found, m.index, m.index + m[0].trimEnd().length, 0.8)
  }
}

function scanSouthern(text: string, found: Match[]) {
  SOUTH_ANCHOR.lastIndex = 0
  for (let m = SOUTH_ANCHOR.exec(text); m !== null; m = SOUTH_ANCHOR.exec(text)) {
    const from = m.index + m[0].length
    const { words, ends } = readWords(text, from, 6, (w, i) => SOUTH_WORD.test(w) && !(i === 0 && /^\d/.test(w)))
    // The name ends at its last capitalised word; the number follows it.
    let last = words.length - 1
    while (last >= 0 && SOUTH_PARTICLE.test(words[last] as string)) last--
    if (last < 0) continue
    let end = ends[last] as number
    const number = SOUTH_NUMBER.exec(text.slice(end, end + 12))
    if (!number) continue
    end += number[0].length
    for (let i = 0; i < 2; i++) {
      const door = SOUTH_DOOR.exec(text.slice(end, end + 24))
      if (!door) break
      end += door[0].length
    }
    if (!isBoundary(text, end) && !/[.º]$/.test(text.slice(0, end))) continue
    push(found, m.index, end, 0.8)
    SOUTH_ANCHOR.lastIndex = end
  }
}

export const postalAddress: Detector = {
  type: 'postal_address',
  keyPattern: ADDRESS_KEY,
  scan(text, context) {
    const found: Match[] = []
    if (keyMatches(context, ADDRESS_KEY) && text.length <= 200 && STREETLIKE.test(text)) {
      return [{ type: 'postal_address', detector: 'address_key', start: 0, end: text.length, confidence: 0.9 }]
    }
    if (/\d/.test(text)) {
      scanEnglish(text, found)
      if (
        /str|weg|gasse|platz|allee|ring|damm|ufer|hof|berg|feld|garten|park|graben|kamp|A[mn] |Im |Zu|Auf |Alte|Neue|Gro|Klein|Unter|Hinter/i.test(
          text,
        )
      )
        scanGerman(text, found)
      scanFrench(text, found)
    }
    if (/\d|s\/n/i.test(text)) scanSouthern(text, found)
    return found.sort((a, b) => a.start - b.start)
  },
}
