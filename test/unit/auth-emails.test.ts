import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language';
import { authEmail } from '../../worker/mail/templates/account';

const LINK = 'https://vitaglow.com/auth/verify#token=abc';

const VERIFIED = { email: 'lea@vitaglow-mail.com', name: 'Léa', emailVerifiedAt: new Date('2026-01-01') };
const UNVERIFIED = { ...VERIFIED, emailVerifiedAt: null };

describe('account e-mails', () => {
  it.each(LANGUAGES)('exist in %s for every kind, with the link, and greet a verified address by its name', (language) => {
    for (const kind of ['verify', 'reset', 'signin_link'] as const) {
      const message = authEmail(kind, language, VERIFIED, LINK);
      expect(message.to).toBe('lea@vitaglow-mail.com');
      expect(message.subject).toContain('VitaGlow');
      expect(message.text).toContain('Léa');
      expect(message.text).toContain(`\n${LINK}\n`);
    }
  });

  // Issue 27, item 18: whoever signs up with someone else's address chooses the name; its owner never confirmed it.
  it.each(LANGUAGES)('in %s, never carry the name to an address not yet verified', (language) => {
    for (const kind of ['verify', 'reset'] as const) {
      const message = authEmail(kind, language, UNVERIFIED, LINK);
      expect(message.text).not.toContain('Léa');
      expect(message.text).toContain(`\n${LINK}\n`);
    }
  });

  it('is written in each language, not copied from English', () => {
    const subjects = LANGUAGES.map((language) => authEmail('verify', language, UNVERIFIED, LINK).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(authEmail('reset', 'ar', VERIFIED, LINK).text).toMatch(/[\u0600-\u06FF]/);
  });
});
