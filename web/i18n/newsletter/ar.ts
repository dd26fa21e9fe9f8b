import type { NewsletterDictionary } from './en';

export const newsletterAr: NewsletterDictionary = {};
