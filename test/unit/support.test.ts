import { describe, expect, it } from 'vitest';
import { promisedReplyBy, validateSupportMessage, validateSupportRequest } from '../../core/support';

// Support hours (core/content.ts SUPPORT): Mon–Fri 09:00–18:00, Sat 10:00–16:00, Sun closed, New York time.
// November 2026 is Eastern Standard Time (UTC−5); 2 Nov 2026 is a Monday.
const et = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00-05:00`);

describe('promisedReplyBy: members, within the stated support hours', () => {
  it('a request at 10:00 on a Monday is answered by 14:00', () => {
    expect(promisedReplyBy(et(2, '10:00'), true)).toEqual(et(2, '14:00'));
  });
  it('hours left over when support closes carry to the next open day', () => {
    expect(promisedReplyBy(et(2, '16:00'), true)).toEqual(et(3, '11:00'));
  });
  it('a request before opening counts from opening', () => {
    expect(promisedReplyBy(et(4, '06:30'), true)).toEqual(et(4, '13:00'));
  });
  it('Friday evening carries to the shorter Saturday hours; Sunday counts none', () => {
    expect(promisedReplyBy(et(6, '17:00'), true)).toEqual(et(7, '13:00'));
    expect(promisedReplyBy(et(7, '15:00'), true)).toEqual(et(9, '12:00'));
    expect(promisedReplyBy(et(8, '12:00'), true)).toEqual(et(9, '13:00'));
  });
});

describe('promisedReplyBy: everyone else, the stated 24 hours on business days', () => {
  it('a Tuesday request is answered by the same time on Wednesday', () => {
    expect(promisedReplyBy(et(3, '15:20'), false)).toEqual(et(4, '15:20'));
  });
  it('a Friday afternoon request skips the weekend', () => {
    expect(promisedReplyBy(et(6, '15:00'), false)).toEqual(et(9, '15:00'));
  });
  it('a request at the weekend counts from Monday', () => {
    expect(promisedReplyBy(et(7, '11:00'), false)).toEqual(et(10, '00:00'));
  });
  it('the clock change (1 Nov 2026, EDT to EST) does not shift the promise', () => {
    const friday = new Date('2026-10-30T12:00:00-04:00');
    expect(promisedReplyBy(friday, false)).toEqual(new Date('2026-11-02T12:00:00-05:00'));
  });
});

describe('validateSupportRequest', () => {
  const good = { email: 'Ana@Mail.com', subject: 'Where is my parcel?', message: 'Hello,\r\nit has not arrived.' };
  it('keeps the text as written, line breaks normalised, reference upper-cased', () => {
    expect(validateSupportRequest({ ...good, orderReference: ' vg-12ab ' })).toEqual({
      ok: true,
      value: { email: 'ana@mail.com', orderReference: 'VG-12AB', subject: 'Where is my parcel?', message: 'Hello,\nit has not arrived.' },
    });
  });
  it('markup-looking text is plain text and kept', () => {
    const checked = validateSupportRequest({ ...good, message: '<b>2 < 3</b>' });
    expect(checked.ok && checked.value.message).toBe('<b>2 < 3</b>');
  });
  it.each([
    [{ email: '' }, 'email_required'],
    [{ email: 'not-an-address' }, 'email_invalid'],
    [{ orderReference: 'VG 1; DROP' }, 'order_reference_invalid'],
    [{ subject: '   ' }, 'subject_required'],
    [{ subject: 'x'.repeat(121) }, 'subject_too_long'],
    [{ subject: 'Hello\nthere' }, 'invalid_characters'],
    [{ message: ' \n ' }, 'message_required'],
    [{ message: 'x'.repeat(4001) }, 'message_too_long'],
    [{ message: 'safe\u0000text' }, 'invalid_characters'],
    [{ message: 'reads \u202Ebackwards' }, 'invalid_characters'],
    [{ message: 'zero\u200Bwidth' }, 'invalid_characters'],
  ])('refuses %o with %s', (change, code) => {
    expect(validateSupportRequest({ ...good, ...change })).toEqual({ ok: false, code });
  });
  it('an operator reply follows the same message rules', () => {
    expect(validateSupportMessage('Thanks!\n\u0007')).toEqual({ ok: false, code: 'invalid_characters' });
    expect(validateSupportMessage('  Thanks!  ')).toEqual({ ok: true, value: 'Thanks!' });
  });
});
