import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from './language.ts';
import { localisedPath } from './pages.ts';
import { ALL_SECTIONS_ATTRIBUTE, LATER_ATTRIBUTE } from './sections.ts';

const cookieName = JSON.stringify(LANGUAGE_COOKIE);
const sections = JSON.stringify(ALL_SECTIONS_ATTRIBUTE);
/** The homes a saved choice can send the bare / to (English is the bare / itself): from the registry and core/pages.ts. */
const homes = JSON.stringify(
  Object.fromEntries(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [language, localisedPath('/', language)]),
  ),
);

/**
 * Inline script run in <head> before the first paint. The CSP admits it by its hash, which the worker and
 * the build compute from this text (worker/lib/security-headers.ts). Its languages come from the registry. It
 * - lays out every section when the address names one (sections far down are otherwise laid out only as
 *   they come near the screen, and the browser would aim at an estimate), or when a link to one is followed
 *   before the app runs;
 * - at the bare `/`, sends a shopper whose language choice predates the cookie (it is only in localStorage)
 *   to their language's home before anything is painted, saving the cookie on the way, so that the worker's
 *   redirect does it from then on (even where cookies are refused, the address carries the language);
 * - holds back taps on the prerendered page's buttons and selects until the app runs it, then the app
 *   carries each out once (web/lib/taps.ts, after <html data-ready>): a tap on a control that looks
 *   ready is never lost. Taps on a part whose code comes later (`data-later`, web/components/ui/later.tsx)
 *   are held the same way until that part runs.
 */
export const BOOT_SCRIPT =
  `(function(){var d=document.documentElement,k=${cookieName},c=/(^|;\\s*)${LANGUAGE_COOKIE}=/,l,h,` +
  `q=window.vitaglowTaps=[],r=function(){return d.hasAttribute("data-ready")},w,` +
  `p=function(n){for(var a=[];n.id!="root";n=n.parentNode)a.unshift([].indexOf.call(n.parentNode.children,n));return a};` +
  `if(location.hash)d.setAttribute(${sections},"");` +
  `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});h=${homes};` +
  `if(location.pathname=="/"&&h.hasOwnProperty(l)&&!c.test(document.cookie)){` +
  `document.cookie=k+"="+l+"; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax"+(location.protocol=="https:"?"; Secure":"");` +
  `stop();location.replace(h[l]+location.search+location.hash);return}}catch(e){}` +
  `w=function(t){return !t.closest||(r()&&!t.closest("[${LATER_ATTRIBUTE}]"))};` +
  `addEventListener("click",function(e){var t=e.target,b;if(w(t))return;` +
  `if(t.closest("#root a[href*='#']"))d.setAttribute(${sections},"");b=t.closest("#root button");` +
  `if(b){e.preventDefault();e.stopImmediatePropagation();q.push({type:"click",target:b,path:p(b)})}},true);` +
  `addEventListener("change",function(e){var s=e.target,v,i;if(w(s)||s.tagName!="SELECT"||!s.closest("#root"))return;` +
  `v=s.value;for(i=0;i<s.options.length;i++)if(s.options[i].defaultSelected)s.selectedIndex=i;` +
  `e.stopImmediatePropagation();q.push({type:"change",target:s,path:p(s),value:v})},true)})()`;
