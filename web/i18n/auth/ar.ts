import type { AuthDictionary } from './en';

export const authAr: AuthDictionary = {};
