import { useAtom, useSetAtom } from 'jotai';
import type { RefObject } from 'react';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { type AuthView, authDialogAtom } from '../../state/auth';
import { rememberedPlanAtom } from '../../state/membership';
import Modal from '../ui/Modal';
import { Tabs } from '../ui/Tabs';
import { ForgotForm, LoginForm, SignupForm } from './AuthForms';

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-slate-600 transition-colors aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm';

/**
 * The sign-in dialog: 'Welcome to VitaGlow' with Login and Sign Up tabs, and the 'Forgot password?'
 * path inside Login. Loaded on first opening. Success closes it (and unmounts the forms, which resets
 * them); dismissing it also forgets a plan that was waiting for the sign-in.
 */
export default function AuthDialogBody({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const t = useT();
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
      <Tabs
        label={t('auth.dialog.tabs')}
        tabs={[
          { id: 'login', label: t('auth.dialog.login') },
          { id: 'signup', label: t('auth.dialog.signup') },
        ]}
        selected={dialog.view === 'signup' ? 'signup' : 'login'}
        onSelect={show}
        listClassName="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1"
        tabClassName={tabClass}
        panelClassName="mt-6"
      >
        {dialog.view === 'signup' ? (
          <SignupForm onSuccess={close} />
        ) : dialog.view === 'forgot' ? (
          <ForgotForm onBack={() => show('login')} />
        ) : (
          <LoginForm onSuccess={close} onForgot={() => show('forgot')} />
        )}
      </Tabs>
    </Modal>
  );
}
