import type { StoreDictionary } from './en';

export const storeAr: StoreDictionary = {};
