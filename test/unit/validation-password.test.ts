import { describe, expect, it } from 'vitest';
import { passwordStrength, validatePassword, VALIDATION_MESSAGES_EN, type PasswordCode } from '../../core/validation';

const len128 = `Aa1!${'x'.repeat(124)}`;
const len129 = `${len128}x`;

describe('validatePassword accepts', () => {
  it.each([
    { label: '8 characters, 4 classes', input: 'Abcdef1!' },
    { label: '8 characters, lower+upper+digit', input: 'Abcdefg1' },
    { label: 'lower+upper+special', input: 'Abcdefg!' },
    { label: 'lower+digit+special', input: 'abcdef1!' },
    { label: 'upper+digit+special', input: 'ABCDEF1!' },
    { label: 'space counts as special', input: 'abc def 1' },
    { label: '128 characters', input: len128 },
    { label: 'leading and trailing spaces are kept', input: ' Abcdef1 ' },
    { label: 'common word not at the start', input: 'MyPassword1' },
    { label: '12345 is not 123456', input: '12345Abc!' },
    { label: 'accented cased letters', input: 'Éléphant1' },
    { label: 'Arabic letters count as special', input: 'كلمةسرية1A' },
    { label: 'Arabic-Indic digits count as digits', input: 'abcdefG٣' },
    { label: 'emoji count as one character each', input: '🔒aB1xxxx' },
    { label: 'Greek cased letters', input: 'αβγδΕΖΗ1' },
  ])('$label', ({ input }) => {
    expect(validatePassword(input)).toEqual({ ok: true, value: input });
  });
});

describe('validatePassword rejects', () => {
  it.each<{ label: string; input: unknown; code: PasswordCode }>([
    { label: 'empty', input: '', code: 'password_required' },
    { label: 'undefined', input: undefined, code: 'password_required' },
    { label: 'null', input: null, code: 'password_required' },
    { label: 'number', input: 12345678, code: 'password_required' },
    { label: '1 character', input: 'A', code: 'password_too_short' },
    { label: '7 characters', input: 'Abcde1!', code: 'password_too_short' },
    { label: '7 characters that are common', input: 'admin1!', code: 'password_too_short' },
    { label: '7 emoji (14 UTF-16 units)', input: '🔒'.repeat(7), code: 'password_too_short' },
    { label: 'whitespace is not trimmed away but is weak', input: '        ', code: 'password_weak' },
    { label: '129 characters', input: len129, code: 'password_too_long' },
    { label: '129 characters that are common', input: `password${len129}`, code: 'password_too_long' },
    { label: '129 emoji', input: '😀'.repeat(129), code: 'password_too_long' },
    { label: 'starts with password', input: 'Password1!', code: 'password_too_common' },
    { label: 'PASSWORD uppercased', input: 'PASSWORD123', code: 'password_too_common' },
    { label: 'starts with 123456', input: '1234567Ab', code: 'password_too_common' },
    { label: 'starts with qwerty', input: 'QwErTy!2024', code: 'password_too_common' },
    { label: 'starts with admin', input: 'Admin#2024', code: 'password_too_common' },
    { label: 'starts with letmein', input: 'LetMeIn99!', code: 'password_too_common' },
    { label: 'starts with welcome', input: 'Welcome2024!', code: 'password_too_common' },
    { label: 'common and weak reports common', input: 'passwordpassword', code: 'password_too_common' },
    { label: 'lowercase only', input: 'abcdefgh', code: 'password_weak' },
    { label: 'uppercase only', input: 'ABCDEFGH', code: 'password_weak' },
    { label: 'digits only', input: '98765432', code: 'password_weak' },
    { label: 'specials only', input: '!@#$%^&*', code: 'password_weak' },
    { label: 'lower+digit', input: 'abcdefg1', code: 'password_weak' },
    { label: 'lower+upper', input: 'abcdEFGH', code: 'password_weak' },
    { label: 'upper+special', input: 'ABCDEFG!', code: 'password_weak' },
    { label: 'digit+special', input: '1234!@#$', code: 'password_weak' },
    { label: 'accented lowercase + digit', input: 'éèàçùâê1', code: 'password_weak' },
    { label: 'long but only two classes', input: 'abcdefghijklmnop12345', code: 'password_weak' },
  ])('$label → $code', ({ input, code }) => {
    expect(validatePassword(input)).toEqual({ ok: false, code });
    expect(VALIDATION_MESSAGES_EN[code]).toBeTypeOf('string');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcABC', 2],
    ['aA1', 3],
    ['aA1!', 4],
    ['aaaaaaaaaaa', 1],
    ['aaaaaaaaaaaa', 2],
    ['aA1!aA1!aA1', 4],
    ['aA1!aA1!aA1!', 5],
    ['ABCDEFGHIJKLMNOP', 2],
    ['🔒'.repeat(11), 1],
    ['🔒'.repeat(12), 2],
    ['Éléphant', 2],
  ])('%j → %i', (input, score) => {
    expect(passwordStrength(input)).toBe(score);
  });
});
