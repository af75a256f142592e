/**
 * What the Codeforces stand-in adds for whole contests and statement images: round 1 holds A
 * (Theatre Square), B (a statement with two good images) and C (a statement whose images are
 * hostile: huge, an HTML page posing as a PNG, an SVG, redirects to file:// and to another host,
 * an address off the site, a missing one); Gym 100001 holds A. `contest.standings` answers their
 * problem lists as the API does (https://codeforces.com/apiHelp/methods#contest.standings).
 */
/** A 1×1 PNG. */
export const PNG_1X1 = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const GIF_1X1 = new Uint8Array(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);

const withLegend = (page1A: string, title: string, legend: string) =>
  page1A
    .replace('A. Theatre Square', title)
    .replace(
      /<div><p>Theatre Square in the capital[\s\S]*?<\/div>\n<div class="input-specification">/,
      `<div>${legend}</div>\n<div class="input-specification">`,
    );

/** A problem page by contest and index (`1B`), made from 1A's; `{base}` is the stand-in's own address. */
export const problemPage = (key: string, page1A: string): string | undefined =>
  (<Record<string, () => string>>{
    '1A': () => page1A,
    '100001A': () => page1A,
    '1B': () =>
      withLegend(
        page1A,
        'B. Spreadsheets',
        '<p>The grid looks like this:</p><center><img class="tex-graphics" src="/images/grid.png" style="max-width: 100.0%;max-height: 100.0%;" /></center><p>And the answer is drawn here: <img src="{base}/images/answer.gif"/></p>',
      ),
    '1C': () =>
      withLegend(
        page1A,
        'C. Ancient Berland Circus',
        [
          '<img src="/images/huge.png"/>',
          '<img src="/images/page.png"/>',
          '<img src="/images/drawing.svg"/>',
          '<img src="/images/to-file.png"/>',
          '<img src="/images/to-elsewhere.png"/>',
          '<img src="http://169.254.169.254/latest/meta-data.png"/>',
          '<img src="/images/missing.png"/>',
          '<img src="/images/grid.png"/>',
        ].join('<p>between</p>'),
      ),
  })[key]?.();

export const CONTEST_PROBLEMS: Record<string, { index: string; name: string }[]> = {
  '1': [
    { index: 'A', name: 'Theatre Square' },
    { index: 'B', name: 'Spreadsheets' },
    { index: 'C', name: 'Ancient Berland Circus' },
  ],
  '100001': [{ index: 'A', name: 'Theatre Square' }],
};

/** The answer of contest.standings for a contest id (the API's FAILED for one it does not have). */
export function standings(contestId: string): Response {
  const list = CONTEST_PROBLEMS[contestId];
  if (!list)
    return Response.json(
      { status: 'FAILED', comment: `contestId: Contest with id ${contestId} not found` },
      { status: 400 },
    );
  return Response.json({
    status: 'OK',
    result: {
      contest: { id: Number(contestId), name: 'Codeforces Beta Round #1', type: 'CF', phase: 'FINISHED' },
      problems: list.map((p) => ({ contestId: Number(contestId), index: p.index, name: p.name, type: 'PROGRAMMING' })),
      rows: [],
    },
  });
}

/**
 * The images: good ones, and the hostile ones of 1C. `elsewhere` is where /images/to-elsewhere.png
 * redirects (another host the tests watch: it must never be asked).
 */
export function imageAnswer(path: string, elsewhere: string): Response | null {
  const image = (bytes: Uint8Array<ArrayBuffer> | string, type: string) =>
    new Response(bytes, { headers: { 'content-type': type } });
  switch (path) {
    case '/images/grid.png':
      return image(PNG_1X1, 'image/png');
    case '/images/answer.gif':
      return image(GIF_1X1, 'image/gif');
    case '/images/huge.png': {
      const huge = new Uint8Array(3 * 1024 * 1024);
      huge.set(PNG_1X1.subarray(0, 8));
      return image(huge, 'image/png');
    }
    case '/images/page.png':
      return image('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>', 'image/png');
    case '/images/drawing.svg':
      return image('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'image/svg+xml');
    case '/images/to-file.png':
      return new Response(null, { status: 302, headers: { location: 'file:///etc/passwd' } });
    case '/images/to-elsewhere.png':
      return new Response(null, { status: 302, headers: { location: `${elsewhere}/secret.png` } });
    default:
      return path.startsWith('/images/') ? new Response('not found', { status: 404 }) : null;
  }
}
