import type { Widen } from '../types';

export const authEn = {};

export type AuthDictionary = Widen<typeof authEn>;
