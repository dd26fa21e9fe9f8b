import { describe, expect, it } from 'vitest';
import { CARRIERS, checkTrackingNumber, trackingUrl } from '../../core/fulfilment';

describe('tracking numbers', () => {
  it.each([
    ['usps', '9400 1000 0000 0000 0000 00', '9400100000000000000000'],
    ['usps', '92055901755477000271990051', null],
    ['usps', 'ec123456785us', 'EC123456785US'],
    ['usps', '94001000000000000000', '94001000000000000000'],
    ['ups', '1z999aa10123456784', '1Z999AA10123456784'],
    ['ups', '1Z999AA1012345678', null],
    ['fedex', '1234 5678 9012', '123456789012'],
    ['fedex', '123456789012345', '123456789012345'],
    ['fedex', '1Z999AA10123456784', null],
    ['dhl', '1234567890', '1234567890'],
    ['dhl', 'JJD000390005555555555', 'JJD000390005555555555'],
    ['dhl', '123456789', null],
    ['other', 'ab-1234', 'AB-1234'],
    ['other', 'x<y', null],
  ] as const)('%s %j → %j', (carrier, text, expected) => {
    expect(checkTrackingNumber(carrier, text)).toBe(expected);
  });

  it('links to each carrier’s public tracking page, and nowhere for another carrier', () => {
    expect(trackingUrl('usps', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('fedex', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('dhl', '1234567890')).toMatch(/^https:\/\/www\.dhl\.com\/.*tracking-id=1234567890$/);
    expect(trackingUrl('other', 'AB-1234')).toBeNull();
    expect(CARRIERS).toEqual(['usps', 'ups', 'fedex', 'dhl', 'other']);
  });
});
