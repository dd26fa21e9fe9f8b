import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language';
import { authEmail } from '../../worker/mail/templates/account';

const LINK = 'https://vitaglow.com/auth/verify#token=abc';

describe('account e-mails', () => {
  it.each(LANGUAGES)('exist in %s for both kinds, with the name and the link', (language) => {
    for (const kind of ['verify', 'reset'] as const) {
      const message = authEmail(kind, language, { email: 'lea@vitaglow-mail.com', name: 'Léa' }, LINK);
      expect(message.to).toBe('lea@vitaglow-mail.com');
      expect(message.subject).toContain('VitaGlow');
      expect(message.text).toContain('Léa');
      expect(message.text).toContain(`\n${LINK}\n`);
    }
  });

  it('is written in each language, not copied from English', () => {
    const subjects = LANGUAGES.map((language) => authEmail('verify', language, { email: 'a@b.co', name: 'A' }, LINK).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(authEmail('reset', 'ar', { email: 'a@b.co', name: 'A' }, LINK).text).toMatch(/[\u0600-\u06FF]/);
  });
});
