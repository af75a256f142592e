// Judge node tokens and the registry on a real data directory: a token works once made and not
// after it is revoked, its hash never leaves the server, names are checked, and a node is given
// only what its version and languages allow.
import { describe, expect, test } from 'bun:test';
import { makeTestApp } from '../helpers/app.ts';
import { authenticateJudgeNode, createJudgeNode, revokeJudgeNode } from '../../src/domain/judge-nodes/tokens.ts';
import {
  countJudged,
  listJudgeNodes,
  nodeMayJudge,
  recordHeartbeat,
  SEEN_WRITE_MS,
  seenIsStale,
  VERSION,
} from '../../src/domain/judge-nodes/registry.ts';
import { AppError } from '../../src/domain/errors.ts';
import { sha256 } from '../../src/domain/accounts/secrets.ts';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('judge node tokens', () => {
  test('a token authenticates its node once made, and nothing after it is revoked', () => {
    using t = makeTestApp();
    const db = t.deps.db;
    const a = createJudgeNode(db, 'lab-1');
    const b = createJudgeNode(db, 'lab-2');
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(authenticateJudgeNode(db, a.token)?.id).toBe(a.id);
    expect(authenticateJudgeNode(db, b.token)?.name).toBe('lab-2');
    expect(authenticateJudgeNode(db, `${a.token}x`)).toBeNull();
    expect(authenticateJudgeNode(db, '')).toBeNull();
    expect(authenticateJudgeNode(db, sha256(a.token))).toBeNull();

    revokeJudgeNode(db, a.id);
    expect(authenticateJudgeNode(db, a.token)).toBeNull();
    expect(authenticateJudgeNode(db, b.token)?.id).toBe(b.id);
    const revokedAt = listJudgeNodes(db).find((n) => n.id === a.id)?.revokedAt;
    expect(revokedAt).toBeNumber();
    revokeJudgeNode(db, a.id);
    expect(listJudgeNodes(db).find((n) => n.id === a.id)?.revokedAt).toBe(revokedAt!);
  });

  test('revoking an unknown node is a clear error', () => {
    using t = makeTestApp();
    expect(codeOf(() => revokeJudgeNode(t.deps.db, 999))).toBe('JudgeNodeNotFound');
  });

  test('names are checked and unique', () => {
    using t = makeTestApp();
    const db = t.deps.db;
    for (const bad of ['', ' ', 'a b', '-lead', 'x'.repeat(65), '名字', 'a/b', "a'--"]) {
      expect(codeOf(() => createJudgeNode(db, bad))).toBe('JudgeNodeNameInvalid');
    }
    createJudgeNode(db, 'room-101.pc_3');
    expect(codeOf(() => createJudgeNode(db, 'room-101.pc_3'))).toBe('JudgeNodeNameTaken');
    expect(codeOf(() => createJudgeNode(db, '  room-101.pc_3 '))).toBe('JudgeNodeNameTaken');
    expect(listJudgeNodes(db).map((n) => n.name)).toEqual(['room-101.pc_3']);
  });

  test('the token and its hash never appear in the list', () => {
    using t = makeTestApp();
    const db = t.deps.db;
    const { id, token } = createJudgeNode(db, 'lab-1');
    recordHeartbeat(db, id, {
      address: '10.0.0.5',
      version: VERSION,
      workers: 2,
      busy: 1,
      languages: ['C++', 'Python3'],
    });
    countJudged(db, id);
    countJudged(db, id);
    const list = listJudgeNodes(db);
    const text = JSON.stringify(list);
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256(token));
    expect(Object.keys(list[0]!)).not.toContain('tokenHash');
    expect(list[0]).toMatchObject({
      name: 'lab-1',
      address: '10.0.0.5',
      version: VERSION,
      workers: 2,
      busy: 1,
      languages: ['C++', 'Python3'],
      judged: 2,
      revokedAt: null,
    });
    expect(list[0]!.lastSeenAt).toBeNumber();
  });
});

describe('a claim writes the node row only when it says something new', () => {
  test('unchanged and recent: not written; changed or older than a second: written', () => {
    using t = makeTestApp();
    const db = t.deps.db;
    const { id, token } = createJudgeNode(db, 'lab-1');
    const beat = { address: '10.0.0.5', version: VERSION, workers: 2, busy: 1, languages: ['C++', 'C'] };
    const stored = () => authenticateJudgeNode(db, token)!;
    expect(seenIsStale(stored(), beat)).toBe(true);
    const now = Date.now();
    recordHeartbeat(db, id, beat, now);
    expect(listJudgeNodes(db)[0]!.lastSeenAt).toBe(now);
    expect(seenIsStale(stored(), { ...beat, busy: 0 }, now + 10)).toBe(false);
    expect(seenIsStale(stored(), beat, now + SEEN_WRITE_MS + 1)).toBe(true);
    for (const changed of [
      { workers: 3 },
      { version: `${VERSION}.1` },
      { address: '10.0.0.6' },
      { languages: ['C++'] },
      { languages: ['C', 'C++'] },
    ])
      expect(seenIsStale(stored(), { ...beat, ...changed }, now + 10)).toBe(true);
  });
});

describe('nodeMayJudge', () => {
  const node = { version: VERSION, languages: ['C++', 'Python3'] };
  test('the same version and a language in its set', () => {
    expect(nodeMayJudge(node, { version: VERSION, language: 'C++' })).toBe(true);
    expect(
      nodeMayJudge({ ...node, languages: JSON.stringify(node.languages) }, { version: VERSION, language: 'Python3' }),
    ).toBe(true);
  });
  test('another version is refused', () => {
    expect(nodeMayJudge({ ...node, version: `${VERSION}.1` }, { version: VERSION, language: 'C++' })).toBe(false);
    expect(nodeMayJudge({ ...node, version: null }, { version: VERSION, language: 'C++' })).toBe(false);
  });
  test('a missing language is refused', () => {
    expect(nodeMayJudge(node, { version: VERSION, language: 'Java' })).toBe(false);
    expect(nodeMayJudge({ ...node, languages: [] }, { version: VERSION, language: 'C++' })).toBe(false);
    expect(nodeMayJudge({ ...node, languages: 'not json' }, { version: VERSION, language: 'C++' })).toBe(false);
  });
});
