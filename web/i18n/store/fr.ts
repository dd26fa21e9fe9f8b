import type { StoreDictionary } from './en';

export const storeFr: StoreDictionary = {};
