import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useT } from '../../i18n';
import { authAtom, openAuthDialogAtom } from '../../state/auth';
import { Icon } from '../ui/Icon';
import { iconButton } from '../ui/styles';
import { AccountAvatar } from './AccountAvatar';
import { onDemand } from '../ui/on-demand';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const AccountMenu = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./AccountMenu').then((m) => m.default),
);

/**
 * The header's account control: signed out it opens the sign-in dialog; signed in it is the account menu,
 * whose code loads when the pointer or the focus comes to the avatar, or with the first click or arrow key,
 * which opens the menu as soon as the code arrives: a signed-in page downloads no more than a signed-out one.
 */
export function AccountButton() {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  // How the shopper asked for the menu (click or ArrowDown: its first item; ArrowUp: its last), once they have.
  const [menuRequested, setMenuRequested] = useState<'first' | 'last' | null>(null);
  // Signed out, the next shopper to sign in has asked for nothing.
  if (auth.status !== 'signedIn' && menuRequested) setMenuRequested(null);
  const Menu = AccountMenu.useLoaded();
  const request = (opening: 'first' | 'last') => {
    setMenuRequested(opening);
    void AccountMenu.preload();
  };
  if (auth.status === 'signedIn') {
    const label = t('auth.button.menu', { email: auth.user.email });
    const avatar = (
      <AccountAvatar
        email={auth.user.email}
        label={label}
        aria-haspopup="menu"
        onPointerEnter={() => void AccountMenu.preload()}
        onFocus={() => void AccountMenu.preload()}
        onClick={() => request('first')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          request(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      />
    );
    // The avatar until the menu's code has come; then the menu, open as it was asked for.
    return menuRequested && Menu ? <Menu user={auth.user} opening={menuRequested} /> : avatar;
  }
  const loading = auth.status === 'loading';
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={loading ? t('auth.button.loading') : t('auth.button.signIn')}
      aria-busy={loading || undefined}
      onClick={() => openDialog('login')}
      className={iconButton}
    >
      <Icon name="user" />
    </button>
  );
}
