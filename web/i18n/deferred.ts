import { getDefaultStore } from 'jotai';
import { languageAtom } from './language';
import { loadDictionary } from './index';

/*
 * Importing this module makes the shopper's whole dictionary available before the importer runs: a
 * prerendered page brings only the texts it shows (web/i18n/index.ts). The lazily loaded screens (dialogs,
 * the cart drawer) and the code loaded on a click whose answers they word (checkout, plan checkout,
 * newsletter) import it; a language switch loads the new language's dictionary before switching.
 */
await loadDictionary(getDefaultStore().get(languageAtom));
