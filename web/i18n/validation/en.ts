import { VALIDATION_MESSAGES_EN, type ValidationCode } from '../../../core/validation';
import type { Widen } from '../types';

/** Texts for core/validation's codes (SPEC §5, worded once in core) and the rate-limit messages. */
export const validationEn = {
  ...VALIDATION_MESSAGES_EN,
  rateLimit: {
    newsletter: 'Too many subscription attempts. Please try again in {{minutes}} minutes.',
    signin: 'Too many login attempts. Please try again in {{minutes}} minutes.',
    signup: 'Too many signup attempts. Please try again in {{minutes}} minutes.',
  },
} satisfies Record<ValidationCode, string> & Record<string, unknown>;

export type ValidationDictionary = Widen<typeof validationEn>;
