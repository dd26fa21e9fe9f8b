import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY, directionOf } from './language.ts';
import { ALL_SECTIONS_ATTRIBUTE } from './sections.ts';

const cookieName = JSON.stringify(LANGUAGE_COOKIE);
const sections = JSON.stringify(ALL_SECTIONS_ATTRIBUTE);
/** The languages a saved choice can move the page to (English is what the worker serves without a cookie), and those written right to left: from the registry. */
const others = JSON.stringify(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE));
const rightToLeft = JSON.stringify(LANGUAGES.filter((language) => directionOf(language) === 'rtl'));

/**
 * Inline script run in <head> before the first paint. The CSP admits it by its hash, which the worker and
 * the build compute from this text (worker/lib/security-headers.ts). Its languages come from the registry. It
 * - lays out every section when the address names one (sections far down are otherwise laid out only as
 *   they come near the screen, and the browser would aim at an estimate), or when a link to one is followed
 *   before the app runs;
 * - moves a shopper whose language choice predates the cookie (it is only in localStorage) onto it: it
 *   saves the cookie and asks for the page again, before anything is painted, so the worker answers in
 *   their language. Where cookies are refused it marks <html lang dir> instead, and the app draws the page
 *   in that language over the markup, hidden meanwhile (data-other-language, web/styles.css);
 * - holds back taps on the prerendered page's buttons and selects until the app runs it, then the app
 *   carries each out once (web/lib/taps.ts, after <html data-ready>): a tap on a control that looks
 *   ready is never lost.
 */
export const BOOT_SCRIPT =
  `(function(){var d=document.documentElement,k=${cookieName},c=/(^|;\\s*)${LANGUAGE_COOKIE}=/,l,` +
  `q=window.vitaglowTaps=[],r=function(){return d.hasAttribute("data-ready")},` +
  `p=function(n){for(var a=[];n.id!="root";n=n.parentNode)a.unshift([].indexOf.call(n.parentNode.children,n));return a};` +
  `if(location.hash)d.setAttribute(${sections},"");` +
  `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(${others}.indexOf(l)>=0&&l!=d.lang&&!c.test(document.cookie)){` +
  `document.cookie=k+"="+l+"; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax"+(location.protocol=="https:"?"; Secure":"");` +
  `if(c.test(document.cookie)){stop();location.reload();return}d.lang=l;d.dir=${rightToLeft}.indexOf(l)>=0?"rtl":"ltr";d.setAttribute("data-other-language","")}}catch(e){}` +
  `addEventListener("click",function(e){var t=e.target,b;if(r()||!t.closest)return;` +
  `if(t.closest("#root a[href*='#']"))d.setAttribute(${sections},"");b=t.closest("#root button");` +
  `if(b){e.preventDefault();e.stopImmediatePropagation();q.push({type:"click",target:b,path:p(b)})}},true);` +
  `addEventListener("change",function(e){var s=e.target,v,i;if(r()||s.tagName!="SELECT"||!s.closest("#root"))return;` +
  `v=s.value;for(i=0;i<s.options.length;i++)if(s.options[i].defaultSelected)s.selectedIndex=i;` +
  `e.stopImmediatePropagation();q.push({type:"change",target:s,path:p(s),value:v})},true)})()`;
