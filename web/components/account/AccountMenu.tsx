import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import { type SessionUser, signOutAtom } from '../../state/auth';
import { AccountAvatar } from './AccountAvatar';

const itemClass =
  'flex w-full cursor-pointer items-center rounded-xl px-3 py-2 text-start text-sm font-medium text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800';

/** Where focus goes when the menu opens: its first item, or its last (ArrowUp on the button). */
type Opening = 'first' | 'last';

/**
 * The signed-in account menu: the e-mail, 'My account' and 'Sign out', as the ARIA menu button pattern has it.
 * Enter, Space or ArrowDown on the button open it on its first item, ArrowUp on its last; the arrows, Home and
 * End move between items; Escape closes it and focus goes back to the button; Tab or a click elsewhere closes it.
 */
/** Mounted when the shopper first asks for it, open on its first or last item as they asked. */
export default function AccountMenu({ user, opening: asked }: { user: SessionUser; opening: Opening }) {
  const t = useT();
  const signOut = useSetAtom(signOutAtom);
  const [opening, setOpening] = useState<Opening | null>(asked);
  const open = opening !== null;
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpening(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!opening) return;
    const all = items();
    (opening === 'first' ? all[0] : all.at(-1))?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opening]);

  async function handleSignOut() {
    close(true);
    try {
      await signOut();
      toast.success(t('auth.messages.signedOut'));
    } catch (err) {
      console.error('sign-out failed', err);
      toast.error(t('auth.messages.signOutError'));
    }
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length };
    moves.Home = 0;
    moves.End = all.length - 1;
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div ref={wrapper} className="relative">
      <AccountAvatar
        ref={button}
        email={user.email}
        label={t('auth.button.menu', { email: user.email })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      />
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('auth.button.menu', { email: user.email })}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-50 mt-2 w-max max-w-[calc(100vw-2rem)] min-w-60 rounded-2xl border border-slate-100 bg-white p-2 shadow-xl"
        >
          <div className="px-3 py-2">
            <span className="block text-xs text-slate-500">{t('auth.menu.signedInAs')}</span>
            <span className="block truncate text-sm font-semibold text-slate-900">
              <bdi>{user.email}</bdi>
            </span>
          </div>
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <Link to="/account" role="menuitem" tabIndex={-1} onClick={() => close(false)} className={itemClass}>
            {t('auth.menu.myAccount')}
          </Link>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void handleSignOut()} className={itemClass}>
            {t('auth.menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
