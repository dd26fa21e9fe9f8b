import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../core/validation/address';

const US = {
  name: ' Ada  Lovelace ',
  line1: '1 Main Street',
  line2: '',
  city: 'Austin',
  state: 'tx',
  postalCode: '78701-1234',
  country: 'us',
  phone: '+1 (512) 555-0100',
};

describe('a shipping address', () => {
  it('is tidied: spaces trimmed and joined, codes upper-cased, an empty line 2 left out', () => {
    expect(validateAddress(US, ['US'])).toEqual({
      ok: true,
      value: {
        name: 'Ada Lovelace',
        line1: '1 Main Street',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701-1234',
        country: 'US',
        phone: '+1 (512) 555-0100',
      },
    });
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ state: '' }, { state: 'required' }],
    [{ state: 'ZZ' }, { state: 'invalid_state' }],
    [{ postalCode: '787' }, { postalCode: 'invalid_postal_code' }],
    [{ phone: '555' }, { phone: 'invalid_phone' }],
    [{ phone: 'call me' }, { phone: 'invalid_phone' }],
    [{ country: 'FR' }, { country: 'country_not_served' }],
    [{ line1: 'a'.repeat(101) }, { line1: 'too_long' }],
    [{ city: 'Austin\nTX' }, { city: 'invalid_text' }],
    [{ line2: '<b>' }, { line2: 'invalid_text' }],
  ])('%j is refused: %j', (change, problems) => {
    expect(validateAddress({ ...US, ...change }, ['US'])).toEqual({ ok: false, problems });
  });

  it('asks no state outside the US and checks a postal code loosely there', () => {
    const fr = { ...US, state: '', postalCode: '75001', country: 'FR', city: 'Paris' };
    expect(validateAddress(fr, ['FR', 'GB'])).toMatchObject({ ok: true, value: { state: null, country: 'FR' } });
    expect(validateAddress({ ...fr, country: 'GB', postalCode: 'sw1a 1aa' }, ['FR', 'GB'])).toMatchObject({
      ok: true,
      value: { postalCode: 'SW1A 1AA' },
    });
    expect(validateAddress({ ...fr, postalCode: '75*01' }, ['FR'])).toEqual({ ok: false, problems: { postalCode: 'invalid_postal_code' } });
  });

  it('leaves the phone optional when the caller does', () => {
    expect(validateAddress({ ...US, phone: '' }, ['US'], false)).toMatchObject({ ok: true, value: { phone: null } });
    expect(validateAddress({ ...US, phone: '' }, ['US'])).toEqual({ ok: false, problems: { phone: 'required' } });
  });
});
