/**
 * Hostile markup and markdown for the XSS suite: each one, if it ran, would set `window.__pwned`
 * to its number (or open a dialog). Classic tags and handlers, URL schemes, parser confusions
 * (mXSS), SVG and MathML, markdown links and images, and KaTeX's \href.
 */
export const XSS_PAYLOADS: string[] = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '<svg onload="window.__pwned=3"></svg>',
  '<iframe src="javascript:parent.__pwned=4"></iframe>',
  '<a href="javascript:window.__pwned=5">five</a>',
  '[six](javascript:window.__pwned=6)',
  '![seven](x" onerror="window.__pwned=7)',
  '<body onload="window.__pwned=8">',
  '<details open ontoggle="window.__pwned=9"><summary>9</summary></details>',
  '<input autofocus onfocus="window.__pwned=10">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=11">',
  '<svg><script>window.__pwned=12</script></svg>',
  '<object data="javascript:window.__pwned=13"></object>',
  '<embed src="javascript:window.__pwned=14">',
  '<form action="javascript:window.__pwned=15"><button>fifteen</button></form>',
  '<video><source onerror="window.__pwned=16"></video>',
  '<audio src=x onerror="window.__pwned=17"></audio>',
  '<marquee onstart="window.__pwned=18">18</marquee>',
  '<div style="background:url(javascript:window.__pwned=19)">19</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=20">',
  '<base href="javascript:window.__pwned=21//">',
  '"><img src=x onerror=window.__pwned=22>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=23>">',
  '<svg><a xlink:href="javascript:window.__pwned=24"><text x=9 y=9>24</text></a></svg>',
  '$\\href{javascript:window.__pwned=25}{twenty-five}$',
  '<a href="&#106;avascript:window.__pwned=26">26</a>',
  '[27](JaVaScRiPt:window.__pwned=27)',
  '<template><img src=x onerror="window.__pwned=28"></template>',
  '<select autofocus onfocus=window.__pwned=29></select>',
  '<textarea autofocus onfocus=window.__pwned=30></textarea>',
  '<style>@import "javascript:window.__pwned=31";</style>',
  '<svg><animate onbegin="window.__pwned=32" attributeName=x dur=1s>',
  '<a href="data:text/html,<script>parent.__pwned=33</script>">33</a>',
  '<img src="x`<script>window.__pwned=34</script>"`>',
  '<form><button formaction="javascript:window.__pwned=35">35</button></form>',
  '<math href="javascript:window.__pwned=36"><mi>36</mi></math>',
];

/** The payloads packed into texts of at most `max` characters (a report reason holds 200). */
export function packed(max: number): string[] {
  const out: string[] = [];
  for (const p of XSS_PAYLOADS) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + p.length <= max) out[out.length - 1] = `${last}\n${p}`;
    else out.push(p);
  }
  return out;
}
