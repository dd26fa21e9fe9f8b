/**
 * Class lists shared by the storefront's buttons and links. White text sits on brand-700 or darker:
 * brand-600 under white text falls short of the 4.5:1 contrast WCAG asks of normal text.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${BASE} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${BASE} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  dark: `${BASE} bg-slate-900 text-white shadow-sm hover:bg-slate-700`,
  ghost: `${BASE} text-slate-700 hover:bg-slate-100 hover:text-slate-900`,
  danger: `${BASE} bg-red-700 text-white shadow-sm hover:bg-red-800`,
} as const;

export const buttonSizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
} as const;

/** A round icon-only control (its label goes in aria-label). */
export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800';

/** The white, rounded, softly shadowed surface used by every card. */
export const card =
  'rounded-3xl border border-slate-100 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.06),0_8px_24px_-12px_rgb(15_23_42/0.12)]';

/**
 * A modal dialog's own box (web/components/ui/useModalDialog.ts): the whole window (`modalBox`; the mobile
 * menu's stays clear), dimmed behind the panel it holds (`modalDialog`), so that a tap anywhere outside the
 * panel lands on it. Dimmed, not blurred: blurring the whole window took 40–60 ms more to show each frame at
 * 4× CPU without a GPU. It is the page's scroll lock too: a scroll that starts on it or in its panel (wheel,
 * touch, keys) stops there rather than moving the page behind (`overscroll-contain`; the panel's own class
 * has it too).
 */
export const modalBox =
  'fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 text-inherit open:flex';

export const modalDialog = `${modalBox} bg-slate-900/50`;
