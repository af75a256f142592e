/**
 * Character references as HUSTOJ and other judges write them into FPS text (`&#26641;`, `&#x6811;`,
 * `&nbsp;`, `&le;` …). Plain text (titles, sources) is decoded entirely; HTML (statements) keeps
 * the references that would turn into markup (`<`, `>`, `&`, quotes), so the HTML stays the same.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  prime: '′',
  Prime: '″',
  sect: '§',
  para: '¶',
  micro: 'µ',
  cent: '¢',
  pound: '£',
  yen: '¥',
  euro: '€',
  iexcl: '¡',
  iquest: '¿',
  acute: '´',
  uml: '¨',
  macr: '¯',
  cedil: '¸',
  ordf: 'ª',
  ordm: 'º',
  not: '¬',
  shy: '\u00ad',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  frac14: '¼',
  frac12: '½',
  frac34: '¾',
  fnof: 'ƒ',
  circ: 'ˆ',
  tilde: '˜',
  le: '≤',
  ge: '≥',
  ne: '≠',
  equiv: '≡',
  asymp: '≈',
  sim: '∼',
  cong: '≅',
  prop: '∝',
  infin: '∞',
  sum: '∑',
  prod: '∏',
  radic: '√',
  int: '∫',
  part: '∂',
  nabla: '∇',
  forall: '∀',
  exist: '∃',
  empty: '∅',
  isin: '∈',
  notin: '∉',
  ni: '∋',
  cap: '∩',
  cup: '∪',
  and: '∧',
  or: '∨',
  sub: '⊂',
  sup: '⊃',
  sube: '⊆',
  supe: '⊇',
  nsub: '⊄',
  oplus: '⊕',
  otimes: '⊗',
  perp: '⊥',
  sdot: '⋅',
  lceil: '⌈',
  rceil: '⌉',
  lfloor: '⌊',
  rfloor: '⌋',
  lang: '⟨',
  rang: '⟩',
  loz: '◊',
  minus: '−',
  lowast: '∗',
  there4: '∴',
  ang: '∠',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  crarr: '↵',
  lArr: '⇐',
  rArr: '⇒',
  uArr: '⇑',
  dArr: '⇓',
  hArr: '⇔',
  spades: '♠',
  clubs: '♣',
  hearts: '♥',
  diams: '♦',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  oline: '‾',
  frasl: '⁄',
  weierp: '℘',
  image: 'ℑ',
  real: 'ℜ',
  alefsym: 'ℵ',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
};
const GREEK =
  'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ Sigma Tau Upsilon Phi Chi Psi Omega'.split(
    ' ',
  );
GREEK.forEach((name, i) => {
  if (name === '_') return;
  NAMED[name] = String.fromCodePoint(0x391 + i);
  NAMED[name.toLowerCase()] = String.fromCodePoint(0x3b1 + i);
});
NAMED.sigmaf = 'ς';
NAMED.thetasym = 'ϑ';
NAMED.piv = 'ϖ';
const LATIN =
  'Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml _ Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig'.split(
    ' ',
  );
LATIN.forEach((name, i) => {
  if (name === '_') return;
  NAMED[name] = String.fromCodePoint(0xc0 + i);
  if (name !== 'szlig')
    NAMED[
      name === 'AElig'
        ? 'aelig'
        : name === 'ETH'
          ? 'eth'
          : name === 'THORN'
            ? 'thorn'
            : name[0]!.toLowerCase() + name.slice(1)
    ] = String.fromCodePoint(0xe0 + i);
});
NAMED.yuml = 'ÿ';

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const MARKUP = new Set(['<', '>', '&', '"', "'"]);

function resolve(dec: string | undefined, hex: string | undefined, name: string | undefined): string | null {
  if (name !== undefined) return NAMED[name] ?? null;
  const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/** Decodes every reference in plain text; unknown names are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(REFERENCE, (whole, dec, hex, name) => resolve(dec, hex, name) ?? whole);
}

/** Decodes the references in HTML that stand for ordinary characters, keeping the markup ones. */
export function decodeEntitiesInHtml(html: string): string {
  return html.replace(REFERENCE, (whole, dec, hex, name) => {
    const ch = resolve(dec, hex, name);
    return ch === null || MARKUP.has(ch) ? whole : ch;
  });
}
