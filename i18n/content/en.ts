import { mergeTexts } from '../merge';
import type { Widen } from '../types';
import { contentDeferredEn } from './en-deferred';
import { contentInitialEn } from './en-initial';

/**
 * English texts for the shop data in core/ (plans, shipping, marketing and support; the catalogue's are its own),
 * in the two parts the storefront loads separately. fr.ts and ar.ts must have exactly the same keys.
 */
export const contentEn = mergeTexts(contentInitialEn, contentDeferredEn);

export type ContentDictionary = Widen<typeof contentEn>;
