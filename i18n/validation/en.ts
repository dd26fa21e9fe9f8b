import { VALIDATION_MESSAGES_EN, type ValidationCode } from '../../core/validation';
import type { Widen } from '../types';
import { plural } from '../plural';

/** Texts for core/validation's codes (worded once in core) and the rate-limit messages. */
export const validationEn = {
  ...VALIDATION_MESSAGES_EN,
  rateLimit: {
    newsletter: plural({
      one: 'Too many subscription attempts. Please try again in {{count}} minute.',
      other: 'Too many subscription attempts. Please try again in {{count}} minutes.',
    }),
    signin: plural({
      one: 'Too many login attempts. Please try again in {{count}} minute.',
      other: 'Too many login attempts. Please try again in {{count}} minutes.',
    }),
    signup: plural({
      one: 'Too many signup attempts. Please try again in {{count}} minute.',
      other: 'Too many signup attempts. Please try again in {{count}} minutes.',
    }),
  },
} satisfies Record<ValidationCode, string> & Record<string, unknown>;

export type ValidationDictionary = Widen<typeof validationEn>;
