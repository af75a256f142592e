import { expect, test } from 'bun:test';
import { readSpec, specCount } from '../scripts/spec-count.ts';

/**
 * Every call and every route the spec names (/work/shared/spec) is answered by the server and
 * rendered by the UI: a call or a page removed later, or one the spec gains, fails here.
 */
const docs = readSpec();

test('every call and route the spec names is present in Verdict', () => {
  const r = specCount(docs);
  expect(r.calls.missing.map(({ call, note }) => `${call.name}: ${note}`)).toEqual([]);
  expect(r.routes.missing.map((route) => route.path)).toEqual([]);
  expect(r.unparsed).toEqual([]);
  // The spec is read whole: all three documents' calls and routes, not a part of them.
  expect(r.calls.total).toBeGreaterThanOrEqual(208);
  expect(r.routes.total).toBeGreaterThanOrEqual(121);
});

test('a call or a route the product lacks is reported missing, by each way the spec names them', () => {
  const planted = docs.map((text, i) => {
    if (i === 0)
      return text
        .replace('Public: GET get-website-config;', 'Public: GET get-website-config; get-nothing-here (pid);')
        .replace('/home, /problem,', '/home, /nowhere/{x}, /problem,');
    if (i === 1) return text.replace('| languages |', '| reticulate splines | x | y |\n| languages |');
    return text
      .replace('- getGroupList(', '- getGroupHoroscope(gid); getGroupList(')
      .replace('Children of /group/{groupID}: announcement,', 'Children of /group/{groupID}: announcement, lounge,');
  });
  const r = specCount(planted);
  expect(r.calls.missing.map(({ call }) => call.name)).toEqual([
    'get-nothing-here',
    'reticulate splines',
    'getGroupHoroscope',
  ]);
  expect(r.routes.missing.map((route) => route.path)).toEqual(['/nowhere/{x}', '/group/{groupID}/lounge']);
  // A call under another method than the spec's is missing too.
  const method = specCount(
    docs.map((t, i) => (i === 0 ? t.replace('POST change-password', 'DELETE change-password') : t)),
  );
  expect(method.calls.missing.map(({ call, note }) => `${call.method} ${call.name}: ${note}`)).toEqual([
    'DELETE change-password: answered under another method than DELETE',
  ]);
});
