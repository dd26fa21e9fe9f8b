import { LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * Inline script run in <head> before the first paint so that Arabic never flashes left to right.
 * The CSP admits it by hash (BOOT_SCRIPT_SHA256); a unit test keeps the two in step.
 */
export const BOOT_SCRIPT =
  `(function(){try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(l!=="fr"&&l!=="ar")l="en";var d=document.documentElement;d.lang=l;d.dir=l==="ar"?"rtl":"ltr"}catch(e){}})()`;

export const BOOT_SCRIPT_SHA256 = 'sha256-WloextlsnsWzXIPtj26ejpojTdI+WI2aIVdnkzYbKaA=';
