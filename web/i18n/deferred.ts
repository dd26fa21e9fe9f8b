import { enDeferred } from './en-deferred';
import { addEnglish } from './index';

/*
 * Importing this module adds the English texts the home page's first render leaves out
 * (./en-deferred.ts). The lazily loaded screens that show them import it, so the texts come in the same
 * download as their code and are there before they render; every page but home waits for it
 * (web/routes/__root.tsx).
 */
addEnglish(enDeferred);
