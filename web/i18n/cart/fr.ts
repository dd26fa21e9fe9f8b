import type { CartDictionary } from './en';

export const cartFr: CartDictionary = {};
