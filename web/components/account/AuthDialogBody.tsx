import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Tabs } from 'radix-ui';
import type { RefObject } from 'react';
import { directionOf } from '../../../core/language';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { type AuthView, authDialogAtom } from '../../state/auth';
import { languageAtom } from '../../state/language';
import { rememberedPlanAtom } from '../../state/membership';
import Modal from '../ui/Modal';
import { ForgotForm, LoginForm, SignupForm } from './AuthForms';

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The sign-in dialog: 'Welcome to VitaGlow' with Login and Sign Up tabs, and the 'Forgot password?'
 * path inside Login. Loaded on first opening. Success closes it (and unmounts the forms, which resets
 * them); dismissing it also forgets a plan that was waiting for the sign-in.
 */
export default function AuthDialogBody({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const forgetPlan = useSetAtom(rememberedPlanAtom);
  const show = (view: AuthView) => setDialog({ open: true, view });
  const close = () => setDialog({ open: false, view: 'login' });

  return (
    <Modal
      open={dialog.open}
      onOpenChange={(open) => {
        if (open) return;
        close();
        forgetPlan(null);
      }}
      title={t('auth.dialog.title')}
      description={t('auth.dialog.description')}
      hideDescription
      returnFocusRef={returnFocusRef}
      width="md"
    >
      <Tabs.Root
        value={dialog.view === 'signup' ? 'signup' : 'login'}
        onValueChange={(value) => show(value as AuthView)}
        dir={directionOf(language)}
      >
        <Tabs.List aria-label={t('auth.dialog.tabs')} className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1">
          <Tabs.Trigger value="login" className={tabClass}>
            {t('auth.dialog.login')}
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            {t('auth.dialog.signup')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="mt-6">
          {dialog.view === 'forgot' ? (
            <ForgotForm onBack={() => show('login')} />
          ) : (
            <LoginForm onSuccess={close} onForgot={() => show('forgot')} />
          )}
        </Tabs.Content>
        <Tabs.Content value="signup" className="mt-6">
          <SignupForm onSuccess={close} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
