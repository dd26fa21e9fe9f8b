import type { CartDictionary } from './en';

export const cartAr: CartDictionary = {};
