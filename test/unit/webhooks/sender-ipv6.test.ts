/**
 * Issue 26 finding 8: the SSRF list also refuses `::/96` (IPv4-compatible), `::ffff:0:0/96` (IPv4-mapped: the embedded
 * IPv4 address decides), `2002::/16` (6to4: the embedded IPv4 address decides) and `fec0::/10` (site-local), in every
 * spelling of the address.
 */
import { describe, expect, it } from 'vitest';
import { ipv6Groups, refusedAddress } from '../../../shared/webhooks/sender';

const REFUSED = /private, loopback, link-local or reserved/;

describe('webhook targets: IPv6 spellings (issue 26 finding 8)', () => {
  it('reads any spelling of an IPv6 address into its eight groups', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('0:0:0:0:0:FFFF:7F00:0001')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1::2::3')).toBeUndefined();
    expect(ipv6Groups('::ffff:300.0.0.1')).toBeUndefined();
  });

  it.each([
    // ::/96, IPv4-compatible (deprecated), however spelled.
    '::0.0.0.1',
    '::10.0.0.1',
    '::8.8.8.8',
    '::a00:1',
    '0:0:0:0:0:0:808:808',
    '0000:0000:0000:0000:0000:0000:0000:0002',
    // ::ffff:0:0/96, IPv4-mapped: the embedded private, loopback or metadata address.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:FFFF:A9FE:A9FE',
    '0:0:0:0:0:ffff:169.254.169.254',
    '::FFFF:192.168.0.1',
    '::ffff:0:10.0.0.1',
    // 2002::/16, 6to4: the embedded IPv4 address (bits 16 to 48).
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:0a00:0001:0:0:0:0:1',
    '2002:c0a8:101::',
    // fec0::/10, site-local.
    'fec0::1',
    'FEC0:0:0:0:0:0:0:1',
    'feff::1',
    // NAT64 in a long spelling.
    '64:ff9b:0:0:0:0:a00:1',
  ])('refuses %s', (address) => {
    expect(refusedAddress(address, false)).toMatch(REFUSED);
  });

  it.each(['::ffff:8.8.8.8', '0:0:0:0:0:ffff:808:808', '2002:808:808::1', '64:ff9b::808:808', 'fe00::1'])(
    'allows %s, which reaches a public address',
    (address) => {
      expect(refusedAddress(address, false)).toBeUndefined();
    },
  );

  it('on the local stage allows loopback spellings only', () => {
    expect(refusedAddress('0:0:0:0:0:ffff:7f00:1', true)).toBeUndefined();
    expect(refusedAddress('0:0:0:0:0:0:0:1', true)).toBeUndefined();
    expect(refusedAddress('2002:a9fe:a9fe::1', true)).toMatch(REFUSED);
    expect(refusedAddress('fec0::1', true)).toMatch(REFUSED);
  });
});
