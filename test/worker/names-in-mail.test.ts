import { describe, expect, it } from 'vitest';
import { errorOf, freshEmail, signUp, signedInUser } from './auth-helpers';
import { post } from './http';
import { outboxTo } from './mail-helpers';
import { countOf } from './rows';

/**
 * Issue 27, item 18: whoever signs up chooses the name, and may sign up with someone else's address: the
 * victim would then read the attacker's text inside an official VitaGlow e-mail. A name is one line of
 * text with nothing a mail client could open, and it reaches only an address that has been verified.
 */

const NOTICE = 'Nadia\n\nSECURITY NOTICE: your account is locked, restore it at 203.0.113.9/unlock';

describe('names an attacker writes', () => {
  it.each([
    ['a paragraph of its own', NOTICE, 'name_invalid_characters'],
    ['a bare IP address with a path', 'Nadia, restore it at 203.0.113.9/unlock', 'name_has_link'],
    ['a host under a TLD no list holds', 'Nadia see vitaglow-support.help', 'name_has_link'],
    ['full-width dots', 'Nadia ｖｉｔａｇｌｏｗ．ｈｅｌｐ', 'name_has_link'],
  ])('%s: 400, no account, no e-mail', async (_label, name, code) => {
    const email = freshEmail();
    const res = await signUp(email, { name });
    expect([res.status, (await errorOf(res)).code]).toEqual([400, code]);
    expect(await countOf('users where email = ?', email)).toBe(0);
    expect(await countOf('email_deliveries where "to" = ?', email)).toBe(0);
  });
});

describe('the name in the account e-mails', () => {
  it('stays out of the verification e-mail, which goes to an address nobody has verified yet', async () => {
    const email = freshEmail();
    expect((await signUp(email, { name: 'Nadia Haddad' })).status).toBe(201);
    const [verification] = await outboxTo(email);
    expect(verification.links.some((link) => link.includes('/auth/verify#token='))).toBe(true);
    expect(verification.text).not.toContain('Nadia');
  });

  it('stays out of a reset e-mail to an unverified address, and greets a verified one by name', async () => {
    const unverified = freshEmail();
    await signUp(unverified, { name: 'Nadia Haddad' });
    await post('/api/auth/forgot', { email: unverified });
    const reset = (await outboxTo(unverified)).find((m) => m.links.some((link) => link.includes('/auth/reset#token=')));
    expect(reset?.text).not.toContain('Nadia');

    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const greeted = (await outboxTo(email)).find((m) => m.links.some((link) => link.includes('/auth/reset#token=')));
    expect(greeted?.text).toMatch(/^Hi Nadia Haddad,/);
  });
});
