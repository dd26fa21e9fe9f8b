import { describe, expect, it } from 'vitest';
import { LAST_CHANCE_DEAL_MIN_CENTS, qualifiesForDeal } from '../../core/price-rules';
import { mailboxOf } from '../../core/validation/email';
import { nameHasLink } from '../../core/validation/signup';
import { ipv6Prefix64 } from '../../worker/lib/client-address';

describe('mailboxOf: one person, however the address is spelt', () => {
  it.each([
    ['Me+Deals@GMail.com', 'me@gmail.com'],
    ['m.e@googlemail.com', 'me@gmail.com'],
    ['  me@gmail.com ', 'me@gmail.com'],
    ['first.last+shop@outlook.com', 'first.last@outlook.com'],
    ['First.Last@Outlook.com', 'first.last@outlook.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('keeps dots where the provider does not ignore them', () => {
    expect(mailboxOf('a.b@proton.me')).not.toBe(mailboxOf('ab@proton.me'));
  });
});

describe('nameHasLink', () => {
  it.each([
    'Account locked: visit https://evil.example/unlock',
    'go to www.evil.net now',
    'write to help@evil.example',
    'evil.example/unlock',
    'Visit evil.com',
    'hxxp://x.ru',
    // Issue 27, item 18: anything that parses as a host, whatever its TLD, however its dots are written.
    'restore it at 203.0.113.9/unlock',
    '203.0.113.9',
    'visit vitaglow-support.help',
    'x.y',
    'Dr.Smith',
    'J.R.R. Tolkien',
    'evil．com/unlock',
    'evil。com',
    'evil｡com',
    'ｅｖｉｌ．ｃｏｍ',
    'пример.рф',
    'restore at [2001:db8::1]/unlock',
    'restore at 2001:db8::1',
    'go to 3405803785/unlock',
    'go to 0xcb007109/unlock',
  ])('refuses %s', (name) => {
    expect(nameHasLink(name)).toBe(true);
  });

  it.each([
    'J. R. R. Tolkien',
    'St. John',
    'Dr. Smith',
    'Anne-Marie O’Neil',
    'محمد بن سلمان',
    'Zoë',
    'Nadia Haddad',
    'José María',
    'Louis XIV',
    'Re: Nadia',
  ])('accepts %s', (name) => {
    expect(nameHasLink(name)).toBe(false);
  });
});

describe('ipv6Prefix64: one household is one client', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, prefix) => {
    expect(ipv6Prefix64(ip)).toBe(prefix);
  });
});

describe('qualifiesForDeal: over the threshold, subtotal plus shipping', () => {
  it('is strict at the threshold', () => {
    expect(qualifiesForDeal(LAST_CHANCE_DEAL_MIN_CENTS, 0)).toBe(false);
    expect(qualifiesForDeal(LAST_CHANCE_DEAL_MIN_CENTS - 599, 599)).toBe(false);
    expect(qualifiesForDeal(LAST_CHANCE_DEAL_MIN_CENTS - 599, 600)).toBe(true);
    expect(qualifiesForDeal(2499, 0)).toBe(false);
  });
});
