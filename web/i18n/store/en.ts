import type { Widen } from '../types';

export const storeEn = {};

export type StoreDictionary = Widen<typeof storeEn>;
