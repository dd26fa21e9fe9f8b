import { useAtomValue } from 'jotai';
import { Toaster as SonnerToaster } from 'sonner';
import 'sonner/dist/styles.css';
import { directionOf } from '../../core/language';
import { languageAtom } from '../state/language';

/** Toasts at the inline end of the screen's bottom: right in English and French, left in Arabic. */
export function Toaster() {
  const language = useAtomValue(languageAtom);
  const dir = directionOf(language);
  return <SonnerToaster dir={dir} position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} richColors closeButton />;
}
