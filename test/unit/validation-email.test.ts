import { describe, expect, it } from 'vitest';
import { normaliseEmail, validateEmail, VALIDATION_MESSAGES_EN, type EmailCode } from '../../core/validation';

/** A 64-character local part and 63-character labels: the longest parts the shape allows. */
function emailOfLength(total: number): string {
  const fixed = 64 + 1 + 63 + 1 + 63 + 1 + '.com'.length;
  const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(total - fixed)}.com`;
  expect(email).toHaveLength(total);
  return email;
}

describe('normaliseEmail', () => {
  it.each([
    ['  Jane.Doe@Gmail.COM  ', 'jane.doe@gmail.com'],
    ['\tJANE@GMAIL.COM\n', 'jane@gmail.com'],
    ['<b>jane@gmail.com</b>', 'jane@gmail.com'],
    ['jane@gmail.com<script>alert(1)</script>', 'jane@gmail.com'],
    ['javascript:jane@gmail.com', 'jane@gmail.com'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe('validateEmail accepts', () => {
  it.each([
    { label: 'plain address', input: 'jane@gmail.com', value: 'jane@gmail.com' },
    { label: 'uppercase is lowercased', input: 'Jane.Doe@GMAIL.Com', value: 'jane.doe@gmail.com' },
    { label: 'surrounding whitespace is trimmed', input: '   jane@gmail.com \n', value: 'jane@gmail.com' },
    { label: 'markup is stripped first', input: '<i>jane@gmail.com</i>', value: 'jane@gmail.com' },
    { label: 'one plus sign', input: 'jane+news@gmail.com', value: 'jane+news@gmail.com' },
    { label: 'apostrophe', input: "o'brien@gmail.com", value: "o'brien@gmail.com" },
    { label: 'dots, underscores and hyphens', input: 'first.last_x-y@my-shop.co.uk', value: 'first.last_x-y@my-shop.co.uk' },
    { label: 'digits only local part', input: '1234@numbers.io', value: '1234@numbers.io' },
    { label: 'digits in domain labels', input: 'jane@mail2.web3.com', value: 'jane@mail2.web3.com' },
    { label: 'punycode domain and TLD', input: 'jane@xn--e1afmkfd.xn--p1ai', value: 'jane@xn--e1afmkfd.xn--p1ai' },
    { label: 'shortest well-formed (6 chars)', input: 'a@b.co', value: 'a@b.co' },
    { label: 'domain merely containing "example"', input: 'jane@myexample.com', value: 'jane@myexample.com' },
    { label: 'example under another TLD', input: 'jane@example.co', value: 'jane@example.co' },
    { label: '"test" in the domain only', input: 'jane@test.com', value: 'jane@test.com' },
    { label: 'localhost as a normal label', input: 'jane@localhost.com', value: 'jane@localhost.com' },
    { label: '64-character local part', input: `${'a'.repeat(64)}@gmail.com`, value: `${'a'.repeat(64)}@gmail.com` },
    { label: '254 characters', input: emailOfLength(254), value: emailOfLength(254) },
  ])('$label', ({ input, value }) => {
    expect(validateEmail(input)).toEqual({ ok: true, value });
  });
});

describe('validateEmail rejects', () => {
  it.each<{ label: string; input: unknown; code: EmailCode }>([
    // required
    { label: 'empty string', input: '', code: 'email_required' },
    { label: 'whitespace only', input: '  \t\n ', code: 'email_required' },
    { label: 'markup only', input: '<b></b>', code: 'email_required' },
    { label: 'script only', input: '<script>alert(1)</script>', code: 'email_required' },
    { label: 'undefined', input: undefined, code: 'email_required' },
    { label: 'null', input: null, code: 'email_required' },
    { label: 'number', input: 42, code: 'email_required' },
    { label: 'object', input: { email: 'jane@gmail.com' }, code: 'email_required' },
    // length (checked before shape)
    { label: '1 character', input: 'a', code: 'email_length' },
    { label: '4 characters', input: 'a@bc', code: 'email_length' },
    { label: '4 characters after trimming', input: '  a@bc  ', code: 'email_length' },
    { label: '5 characters passes length, fails shape', input: 'a@b.c', code: 'email_invalid' },
    { label: '255 characters', input: emailOfLength(255), code: 'email_length' },
    { label: '255 characters, also malformed', input: `${'x'.repeat(255)}`, code: 'email_length' },
    // well-formed
    { label: 'no at sign', input: 'plainaddress', code: 'email_invalid' },
    { label: 'no local part', input: '@gmail.com', code: 'email_invalid' },
    { label: 'no domain', input: 'jane@', code: 'email_invalid' },
    { label: 'no TLD', input: 'jane@gmail', code: 'email_invalid' },
    { label: 'one-letter TLD', input: 'jane@gmail.c', code: 'email_invalid' },
    { label: 'digit in TLD', input: 'jane@gmail.c0m', code: 'email_invalid' },
    { label: 'two at signs', input: 'jane@@gmail.com', code: 'email_invalid' },
    { label: 'at sign in local part', input: 'a@b@gmail.com', code: 'email_invalid' },
    { label: 'inner space', input: 'jane doe@gmail.com', code: 'email_invalid' },
    { label: 'quoted local part', input: '"jane"@gmail.com', code: 'email_invalid' },
    { label: 'comment', input: 'jane(x)@gmail.com', code: 'email_invalid' },
    { label: 'comma', input: 'jane,doe@gmail.com', code: 'email_invalid' },
    { label: 'leading dot in local part', input: '.jane@gmail.com', code: 'email_invalid' },
    { label: 'leading dot in domain', input: 'jane@.gmail.com', code: 'email_invalid' },
    { label: 'trailing dot in domain', input: 'jane@gmail.com.', code: 'email_invalid' },
    { label: 'label starting with hyphen', input: 'jane@-gmail.com', code: 'email_invalid' },
    { label: 'label ending with hyphen', input: 'jane@gmail-.com', code: 'email_invalid' },
    { label: 'underscore in domain', input: 'jane@g_mail.com', code: 'email_invalid' },
    { label: '64-character domain label', input: `jane@${'b'.repeat(64)}.com`, code: 'email_invalid' },
    { label: '65-character local part', input: `${'a'.repeat(65)}@gmail.com`, code: 'email_invalid' },
    { label: 'non-ASCII local part', input: 'jöhn@gmail.com', code: 'email_invalid' },
    { label: 'Unicode domain', input: 'jane@пример.рф', code: 'email_invalid' },
    { label: 'full-width at sign', input: 'jane＠gmail.com', code: 'email_invalid' },
    { label: 'emoji', input: '😀@gmail.com', code: 'email_invalid' },
    // example domains
    { label: 'example.com', input: 'jane@example.com', code: 'email_invalid' },
    { label: 'EXAMPLE.ORG uppercased', input: 'Jane@EXAMPLE.ORG', code: 'email_invalid' },
    { label: 'example.net', input: 'jane@example.net', code: 'email_invalid' },
    { label: 'subdomain of example.com', input: 'jane@mail.example.com', code: 'email_invalid' },
    { label: 'deep subdomain of example.net', input: 'jane@a.b.example.net', code: 'email_invalid' },
    { label: '.example TLD', input: 'jane@shop.example', code: 'email_invalid' },
    { label: '.test TLD', input: 'jane@shop.test', code: 'email_invalid' },
    { label: '.invalid TLD', input: 'jane@shop.invalid', code: 'email_invalid' },
    // "test" in the local part
    { label: 'local part "test"', input: 'test@gmail.com', code: 'email_invalid' },
    { label: 'uppercase TEST', input: 'TEST@gmail.com', code: 'email_invalid' },
    { label: '"test" inside local part', input: 'my.test.1@gmail.com', code: 'email_invalid' },
    { label: '"test" inside a word (literal rule)', input: 'contest@gmail.com', code: 'email_invalid' },
    // localhost and loopback
    { label: 'localhost', input: 'jane@localhost', code: 'email_invalid' },
    { label: '.localhost TLD', input: 'jane@shop.localhost', code: 'email_invalid' },
    { label: '127.0.0.1', input: 'jane@127.0.0.1', code: 'email_invalid' },
    { label: '127.1.2.3', input: 'jane@127.1.2.3', code: 'email_invalid' },
    { label: '[127.0.0.1]', input: 'jane@[127.0.0.1]', code: 'email_invalid' },
    { label: '::1', input: 'jane@::1', code: 'email_invalid' },
    { label: '[::1]', input: 'jane@[::1]', code: 'email_invalid' },
    // plus signs
    { label: 'two plus signs', input: 'jane+a+b@gmail.com', code: 'email_invalid' },
    { label: 'adjacent plus signs', input: 'jane++a@gmail.com', code: 'email_invalid' },
    { label: 'three plus signs', input: '+jane+a+@gmail.com', code: 'email_invalid' },
    // dots
    { label: 'dot before the at sign', input: 'jane.@gmail.com', code: 'email_invalid' },
    { label: 'consecutive dots in local part', input: 'jane..doe@gmail.com', code: 'email_invalid' },
    { label: 'consecutive dots in domain', input: 'jane@gmail..com', code: 'email_invalid' },
  ])('$label → $code', ({ input, code }) => {
    expect(validateEmail(input)).toEqual({ ok: false, code });
    expect(VALIDATION_MESSAGES_EN[code]).toBeTypeOf('string');
  });
});
