import { enDeferred } from './en-deferred';
import { enInitial } from './en-initial';
import { mergeTexts } from './merge';
import type { Widen } from './types';

/**
 * English: the source dictionary, in two parts so that the home page downloads only the texts it shows
 * (./en-initial.ts, ./en-deferred.ts). fr.ts and ar.ts must have exactly the same keys (see
 * test/unit/i18n.test.ts).
 */
export const en = mergeTexts(enInitial, enDeferred);

/** The shape every language's dictionary must have. */
export type Dictionary = Widen<typeof en>;
