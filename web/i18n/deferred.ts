import { enDeferred } from './en-deferred';
import { addEnglish } from './index';

/*
 * Importing this module adds the English texts the home page's first render leaves out
 * (./en-deferred.ts). The lazily loaded screens that show them, and the code loaded on a click whose
 * answers they word (checkout, plan checkout, newsletter), import it, so the texts come in the same
 * download as that code and are there before they show; every page but home waits for it
 * (web/routes/__root.tsx).
 */
addEnglish(enDeferred);
