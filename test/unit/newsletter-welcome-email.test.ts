import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language';
import { newsletterResubscribeEmail, newsletterWelcomeEmail } from '../../worker/mail/templates/newsletter';

const welcome = (language: (typeof LANGUAGES)[number]) =>
  newsletterWelcomeEmail(language, 'amal@vitaglow-mail.com', 'VITAGLOW7K2M9Q', 'https://vitaglow.shop/', {
    page: 'https://vitaglow.shop/unsubscribe?token=7.1.abc',
    oneClick: 'https://vitaglow.shop/api/newsletter/unsubscribe?token=7.1.abc',
  });

describe('the newsletter welcome e-mail', () => {
  it.each(LANGUAGES)('in %s carries the code on its own line, the 20%% offer and the shop link', (language) => {
    const message = welcome(language);
    expect(message.to).toBe('amal@vitaglow-mail.com');
    expect(message.subject).toMatch(/20[ \u202f]?%/);
    expect(message.text.split('\n\n')).toContain('VITAGLOW7K2M9Q');
    expect(message.text).toContain('https://vitaglow.shop/');
  });

  it.each(LANGUAGES)('in %s offers one-click unsubscribe: a link to the confirmation page and the RFC 8058 headers', (language) => {
    const message = welcome(language);
    expect(message.text).toContain('https://vitaglow.shop/unsubscribe?token=7.1.abc');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://vitaglow.shop/api/newsletter/unsubscribe?token=7.1.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is written in each language, not one text for all', () => {
    expect(new Set(LANGUAGES.map((language) => welcome(language).subject)).size).toBe(LANGUAGES.length);
  });

  it.each(LANGUAGES)(
    'in %s asks a new subscriber to confirm the address with its link (double opt-in), and one confirmed already not',
    (language) => {
      const confirmUrl = 'https://vitaglow.shop/newsletter/confirm#token=7.1.abc';
      const unconfirmed = newsletterWelcomeEmail(
        language,
        'amal@vitaglow-mail.com',
        'VITAGLOW7K2M9Q',
        'https://vitaglow.shop/',
        { page: 'p', oneClick: 'o' },
        confirmUrl,
      );
      expect(unconfirmed.text).toContain(confirmUrl);
      expect(unconfirmed.text.split('\n\n')).toContain('VITAGLOW7K2M9Q');
      expect(welcome(language).text).not.toContain('/newsletter/confirm');
    },
  );
});

describe('the request to subscribe again', () => {
  it.each(LANGUAGES)('in %s carries the link and never a code', (language) => {
    const message = newsletterResubscribeEmail(
      language,
      'amal@vitaglow-mail.com',
      'https://vitaglow.shop/newsletter/confirm#token=7.2.abc',
    );
    expect(message).toMatchObject({ kind: 'resubscribe', to: 'amal@vitaglow-mail.com' });
    expect(message.text).toContain('https://vitaglow.shop/newsletter/confirm#token=7.2.abc');
    expect(message.text).not.toMatch(/VITAGLOW[A-Z0-9]{6}/);
    expect(message.headers).toBeUndefined();
  });

  it('is written in each language', () => {
    expect(new Set(LANGUAGES.map((language) => newsletterResubscribeEmail(language, 'a@b.c', 'u').subject)).size).toBe(LANGUAGES.length);
  });
});
