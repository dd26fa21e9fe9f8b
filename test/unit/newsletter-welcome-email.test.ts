import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language';
import { newsletterWelcomeEmail } from '../../worker/lib/mailer';

const welcome = (language: (typeof LANGUAGES)[number]) =>
  newsletterWelcomeEmail(language, 'amal@vitaglow-mail.com', 'VITAGLOW7K2M9Q', 'https://vitaglow.shop/');

describe('the newsletter welcome e-mail', () => {
  it.each(LANGUAGES)('in %s carries the code on its own line, the 20%% offer and the shop link', (language) => {
    const message = welcome(language);
    expect(message.to).toBe('amal@vitaglow-mail.com');
    expect(message.subject).toMatch(/20[ \u202f]?%/);
    expect(message.text.split('\n\n')).toContain('VITAGLOW7K2M9Q');
    expect(message.text).toContain('https://vitaglow.shop/');
  });

  it('is written in each language, not one text for all', () => {
    expect(new Set(LANGUAGES.map((language) => welcome(language).subject)).size).toBe(LANGUAGES.length);
  });
});
