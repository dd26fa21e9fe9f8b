import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { directionOf } from '../../core/language';
import { toasterListening } from '../lib/notify';
import { languageAtom } from '../state/language';

/**
 * Toasts at the inline end of the screen's bottom: right in English and French, left in Arabic.
 * Loaded with the first toast (see web/lib/notify.ts); its stylesheet is in the main one (web/main.tsx).
 */
export default function Toaster() {
  const language = useAtomValue(languageAtom);
  const dir = directionOf(language);
  // sonner's list subscribes in its own effect, which React runs before this parent's.
  useEffect(() => toasterListening(toast), []);
  return <SonnerToaster dir={dir} position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} richColors closeButton />;
}
