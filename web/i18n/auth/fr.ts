import type { AuthDictionary } from './en';

export const authFr: AuthDictionary = {};
