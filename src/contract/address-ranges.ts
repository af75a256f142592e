/**
 * Client address ranges of an exam (one per line: an IPv4 address, an IPv4 CIDR range such as
 * 10.1.2.0/24, or an exact IPv6 address), shared by the contest form's check and the server's.
 */
export type AddressRange = { kind: 'v4'; base: number; bits: number } | { kind: 'exact'; address: string };

function ipv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address. */
export function normalizeAddress(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && ipv4(trimmed.slice(7)) !== null ? trimmed.slice(7) : trimmed;
}

/** The ranges of the text, or the first line that is not one. */
export function parseAddressRanges(text: string): { ranges: AddressRange[]; invalid: string | null } {
  const ranges: AddressRange[] = [];
  for (const line of text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [address, bitsText] = line.split('/');
    const v4 = ipv4(address!);
    if (v4 !== null) {
      const bits = bitsText === undefined ? 32 : Number(bitsText);
      if (!Number.isInteger(bits) || bits < 0 || bits > 32) return { ranges, invalid: line };
      ranges.push({ kind: 'v4', base: v4, bits });
    } else if (bitsText === undefined && /^[0-9a-f:]+$/i.test(address!) && address!.includes(':')) {
      ranges.push({ kind: 'exact', address: normalizeAddress(address!) });
    } else return { ranges, invalid: line };
  }
  return { ranges, invalid: null };
}

/** No ranges: every address. */
export function addressAllowed(ranges: readonly AddressRange[], ip: string): boolean {
  if (ranges.length === 0) return true;
  const address = normalizeAddress(ip);
  const v4 = ipv4(address);
  return ranges.some((r) => {
    if (r.kind === 'exact') return r.address === address;
    if (v4 === null) return false;
    const size = 2 ** (32 - r.bits);
    return Math.floor(v4 / size) === Math.floor(r.base / size);
  });
}
