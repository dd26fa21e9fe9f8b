import type { Widen } from '../types';

export const cartEn = {};

export type CartDictionary = Widen<typeof cartEn>;
