import type { ValidationCode } from './index';

/**
 * English wording of every validation code, written once here. The source for the `en`
 * dictionary; other languages translate these keys.
 */
export const VALIDATION_MESSAGES_EN = {
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
  name_invalid_characters: 'Please enter your name on one line, without special characters.',
  name_has_link: 'Please enter your name without links, web addresses or e-mail addresses. After a dot, leave a space (Dr. Smith).',
  url_required: 'URL is required',
  url_protocol: 'Only HTTP and HTTPS URLs are allowed',
  url_invalid: 'Invalid URL format',
  url_too_long: 'URL is too long',
  data_required: 'Data is required',
  data_too_long: 'Data is too long for QR code generation',
  data_invalid: 'Invalid data format',
} as const satisfies Record<ValidationCode, string>;
