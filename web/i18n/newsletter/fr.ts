import type { NewsletterDictionary } from './en';

export const newsletterFr: NewsletterDictionary = {};
