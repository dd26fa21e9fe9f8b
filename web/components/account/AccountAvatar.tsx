import type { ComponentPropsWithRef } from 'react';
import { iconButton } from '../ui/styles';

type AvatarProps = ComponentPropsWithRef<'button'> & { email: string; label: string };

/** The signed-in shopper's initial in a round button: the account menu's trigger (its ref comes in with the props). */
export function AccountAvatar({ email, label, ...button }: AvatarProps) {
  return (
    <button type="button" aria-label={label} {...button} className={iconButton}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold uppercase text-white"
      >
        {[...email][0]}
      </span>
    </button>
  );
}
