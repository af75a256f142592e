import { expect, test } from 'bun:test';
import { parseCli } from '../../src/cli/args.ts';

test("a value that begins with a dash is the option's value (a judge node token may)", () => {
  const { command, flags } = parseCli(['judge-node', '--server', 'http://s', '--token', '-Ab_3', '--workers', '2']);
  expect(command).toBe('judge-node');
  expect(flags).toMatchObject({ server: 'http://s', token: '-Ab_3', workers: '2' });
  expect(parseCli(['judge-node', '--token', '--x9']).flags.token).toBe('--x9');
  expect(parseCli(['serve', '--token=-q', '-p', '9000']).flags).toMatchObject({ token: '-q', port: '9000' });
});

test('an option in the place of a value is still a missing value, and unknown options are refused', () => {
  expect(() => parseCli(['judge-node', '--token', '--workers', '2'])).toThrow();
  expect(() => parseCli(['serve', '--nonsense'])).toThrow();
  expect(parseCli(['serve', '--force', 'x']).args).toEqual(['x']);
});
