import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES_EN, type ValidationCode } from '../../core/validation';

/** Typed as a full Record so tsc fails here if a code is added without its wording. */
const WORDING: Record<ValidationCode, string> = {
  email_required: 'Email is required',
  email_invalid: 'Please enter a valid email address',
  email_length: 'Email must be between 5 and 254 characters',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password is too long (max 128 characters)',
  password_too_common: 'Password is too common. Please choose a stronger password.',
  password_weak: 'Password must contain at least 3 of: lowercase, uppercase, numbers, special characters',
  password_mismatch: "Passwords don't match!",
  name_too_short: 'Name must be at least 2 characters long!',
  // A name is one line and carries no link into the shop's e-mails (issues 15 and 27).
  name_invalid_characters: 'Please enter your name on one line, without special characters.',
  name_has_link: 'Please enter your name without links, web addresses or e-mail addresses. After a dot, leave a space (Dr. Smith).',
  url_required: 'URL is required',
  url_protocol: 'Only HTTP and HTTPS URLs are allowed',
  url_invalid: 'Invalid URL format',
  url_too_long: 'URL is too long',
  data_required: 'Data is required',
  data_too_long: 'Data is too long for QR code generation',
  data_invalid: 'Invalid data format',
};

describe('VALIDATION_MESSAGES_EN', () => {
  it('has exactly one entry per code', () => {
    expect(Object.keys(VALIDATION_MESSAGES_EN).sort()).toEqual(Object.keys(WORDING).sort());
  });

  it.each(Object.entries(WORDING))('%s → %j', (code, text) => {
    expect(VALIDATION_MESSAGES_EN[code as ValidationCode]).toBe(text);
  });
});
