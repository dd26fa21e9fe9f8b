import { LANGUAGE_STORAGE_KEY } from './language.ts';
import { ALL_SECTIONS_ATTRIBUTE } from './sections.ts';

/**
 * Inline script run in <head> before the first paint so that Arabic never flashes left to right, and so
 * that an address with a #section lands on that section (sections far down are otherwise laid out only
 * as they come near the screen, and the browser would aim at an estimate).
 * The CSP admits it by hash (BOOT_SCRIPT_SHA256); a unit test keeps the two in step.
 */
export const BOOT_SCRIPT =
  `(function(){var d=document.documentElement;if(location.hash)d.setAttribute(${JSON.stringify(ALL_SECTIONS_ATTRIBUTE)},"");` +
  `try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(l!=="fr"&&l!=="ar")l="en";d.lang=l;d.dir=l==="ar"?"rtl":"ltr"}catch(e){}})()`;

export const BOOT_SCRIPT_SHA256 = 'sha256-sa8e1x9f2BsXDwYTIzWUMxfDteh6KYFbZ9tGG/zuqR8=';
