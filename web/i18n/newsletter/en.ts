import type { Widen } from '../types';

export const newsletterEn = {};

export type NewsletterDictionary = Widen<typeof newsletterEn>;
