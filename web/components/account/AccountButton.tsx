import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { useT } from '../../i18n';
import { authAtom, openAuthDialogAtom } from '../../state/auth';
import { Icon } from '../ui/Icon';
import { iconButton } from '../ui/styles';
import { AccountAvatar } from './AccountAvatar';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const AccountMenu = __WORKER_RENDERER__ ? () => null : lazy(() => import('./AccountMenu'));

/**
 * The header's account control: signed out it opens the sign-in dialog; signed in it is the
 * account menu, whose code loads only for signed-in shoppers. A click while that code is still on its
 * way opens the menu as soon as it arrives.
 */
export function AccountButton() {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const [menuRequested, setMenuRequested] = useState(false);
  if (auth.status === 'signedIn') {
    const label = t('auth.button.menu', { email: auth.user.email });
    return (
      <Suspense
        fallback={
          <AccountAvatar
            email={auth.user.email}
            label={label}
            aria-haspopup="menu"
            onClick={() => setMenuRequested(true)}
            onKeyDown={(event) => (event.key === 'ArrowDown' || event.key === 'ArrowUp') && setMenuRequested(true)}
          />
        }
      >
        <AccountMenu user={auth.user} defaultOpen={menuRequested} />
      </Suspense>
    );
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
