import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { addressGroup } from '../../src/server/limits/client-address';
import { waitText } from '../../src/server/limits/try-again';

const base = { DATA_DIR: '', JWT_SECRET: 'x'.repeat(32) };

describe('addressGroup', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one, in any spelling', () => {
    const group = '2001:db8:1:2::/64';
    expect(addressGroup('2001:db8:1:2::a')).toBe(group);
    expect(addressGroup('2001:0DB8:0001:0002:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:db8:1:2:0:0:0:1%eth0')).toBe(group);
    expect(addressGroup('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, dotted or in hex', () => {
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::FFFF:cb00:7109')).toBe('203.0.113.9');
    // Not mapped: the NAT64 prefix is an IPv6 network of its own.
    expect(addressGroup('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything else as written', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});

describe('waitText', () => {
  it('says seconds under a minute and whole minutes, rounded up, from then on', () => {
    expect(waitText(0)).toBe('1 second');
    expect(waitText(1000)).toBe('1 second');
    expect(waitText(1500)).toBe('2 seconds');
    expect(waitText(59_000)).toBe('59 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });
});

describe('rate limit settings', () => {
  it('defaults to 50 signups per address, 30 top-ups per creator and 60 clips per clipper an hour', () => {
    expect(loadConfig(base).limits).toEqual({
      signupsPerAddressPerHour: 50,
      topUpsPerCreatorPerHour: 30,
      clipsPerClipperPerHour: 60,
    });
    expect(
      loadConfig({ ...base, SIGNUPS_PER_ADDRESS_PER_HOUR: '', CLIPS_PER_CLIPPER_PER_HOUR: '' }).limits
        .clipsPerClipperPerHour,
    ).toBe(60);
  });

  it('takes each limit from its variable and names a bad one', () => {
    const config = loadConfig({
      ...base,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '5',
      TOP_UPS_PER_CREATOR_PER_HOUR: '6',
      CLIPS_PER_CLIPPER_PER_HOUR: '7',
    });
    expect(config.limits).toEqual({
      signupsPerAddressPerHour: 5,
      topUpsPerCreatorPerHour: 6,
      clipsPerClipperPerHour: 7,
    });
    expect(() => loadConfig({ ...base, CLIPS_PER_CLIPPER_PER_HOUR: '0' })).toThrow(
      'CLIPS_PER_CLIPPER_PER_HOUR must be a whole number of at least 1',
    );
    expect(() => loadConfig({ ...base, TOP_UPS_PER_CREATOR_PER_HOUR: 'many' })).toThrow(
      'TOP_UPS_PER_CREATOR_PER_HOUR must be a whole number of at least 1',
    );
  });
});
