import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { DropdownMenu } from 'radix-ui';
import { toast } from '../../lib/notify';
import { directionOf } from '../../../core/language';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { type SessionUser, signOutAtom } from '../../state/auth';
import { languageAtom } from '../../state/language';
import { AccountAvatar } from './AccountAvatar';

const itemClass =
  'flex w-full cursor-pointer items-center rounded-xl px-3 py-2 text-start text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The signed-in account menu: the e-mail, 'My account' and 'Sign out'. */
export default function AccountMenu({ user, defaultOpen }: { user: SessionUser; defaultOpen: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const signOut = useSetAtom(signOutAtom);

  async function handleSignOut() {
    try {
      await signOut();
      toast.success(t('auth.messages.signedOut'));
    } catch (err) {
      console.error('sign-out failed', err);
      toast.error(t('auth.messages.signOutError'));
    }
  }

  return (
    <DropdownMenu.Root dir={directionOf(language)} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountAvatar email={user.email} label={t('auth.button.menu', { email: user.email })} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-2xl border border-slate-100 bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-slate-500">{t('auth.menu.signedInAs')}</span>
            <span className="block truncate text-sm font-semibold text-slate-900">
              <bdi>{user.email}</bdi>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">{t('auth.menu.myAccount')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void handleSignOut()}>
            {t('auth.menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
