import type { EmailCode } from './email';
import type { PasswordCode } from './password';
import type { QrDataCode, QrUrlCode } from './qr';
import type { SignupCode } from './signup';

export * from './email';
export * from './messages';
export * from './password';
export * from './qr';
export * from './result';
export * from './sanitize';
export * from './signup';

/** Every code a validator can return; VALIDATION_MESSAGES_EN must cover exactly these. */
export type ValidationCode = EmailCode | PasswordCode | SignupCode | QrUrlCode | QrDataCode;
