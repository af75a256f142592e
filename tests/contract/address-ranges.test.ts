import { expect, test } from 'bun:test';
import { addressAllowed, parseAddressRanges } from '../../src/contract/address-ranges.ts';

const { ranges } = parseAddressRanges('10.1.2.0/24\n192.168.0.7\n::1');

test.each([
  ['10.1.2.0', true, 'the first address of the range'],
  ['10.1.2.255', true, 'the last address of the range'],
  ['10.1.3.0', false, 'just past the range'],
  ['192.168.0.7', true, 'an exact address'],
  ['192.168.0.8', false, 'next to an exact address'],
  ['::ffff:10.1.2.9', true, 'an IPv4 address written as IPv6'],
  ['::1', true, 'an exact IPv6 address'],
  ['::2', false, 'another IPv6 address'],
  ['', false, 'no address'],
])('%s → %s (%s)', (ip, expected) => {
  expect(addressAllowed(ranges, ip)).toBe(expected);
});

test('no ranges allow every address; a bad line is named', () => {
  expect(addressAllowed([], '8.8.8.8')).toBe(true);
  expect(parseAddressRanges('10.0.0.0/8\n10.0.0.300').invalid).toBe('10.0.0.300');
  expect(parseAddressRanges('10.0.0.0/33').invalid).toBe('10.0.0.0/33');
  expect(parseAddressRanges('lab-pc-1').invalid).toBe('lab-pc-1');
  expect(parseAddressRanges('0.0.0.0/0').ranges).toEqual([{ kind: 'v4', base: 0, bits: 0 }]);
});
