import { type RefObject, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { Icon } from '../ui/Icon';
import Modal from '../ui/Modal';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { QR_FILE_NAME, QR_OPTIONS, renderQrCode } from './qr-image';
import { checkQrInput } from './qr-input';
import { copyQrCode, shareQrCode } from './share';

interface QrDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** 'Share Your Site': a QR code for any http(s) address, redrawn as the address is edited. */
export default function QrDialog({ open, onOpenChange, returnFocusRef }: QrDialogProps) {
  const t = useT();
  const inputId = useId();
  const problemId = useId();
  const [url, setUrl] = useState(() => window.location.origin);
  const [code, setCode] = useState<{ text: string; dataUrl: string } | null>(null);
  const checked = useMemo(() => checkQrInput(url), [url]);
  const text = checked.ok ? checked.value : null;

  // Worded in the language shown when it fails; a language change alone does not redraw the code.
  const onRenderFailed = useEffectEvent(() => toast.error(t('store.qr.errorTitle'), { description: t('store.qr.generateFailed') }));
  useEffect(() => {
    if (text === null) return;
    let current = true;
    renderQrCode(text).then(
      (dataUrl) => current && setCode({ text, dataUrl }),
      () => current && onRenderFailed(),
    );
    return () => {
      current = false;
    };
  }, [text]);

  const ready = code !== null && code.text === text ? code : null;

  const copy = async () => {
    if (!ready) return;
    if (await copyQrCode(navigator.clipboard, ready.dataUrl)) toast.success(t('store.qr.copied'));
    else toast.error(t('store.qr.copyFailed'));
  };

  const share = async () => {
    if (!ready) return;
    const outcome = await shareQrCode(
      { window, navigator },
      { title: t('brand.name'), text: t('store.qr.shareText'), url: ready.text, dataUrl: ready.dataUrl },
    );
    if (outcome === 'unavailable') toast.info(t('store.qr.shareUnavailable'));
    if (outcome === 'failed') toast.error(t('store.qr.shareFailed'));
  };

  const problem = checked.ok ? null : checked.problem;
  const action = `${buttonStyles.secondary} ${buttonSizes.sm}`;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('store.qr.title')}
      description={t('store.qr.description')}
      returnFocusRef={returnFocusRef}
      width="md"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {t('store.qr.urlLabel')}
      </label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="url"
        spellCheck={false}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problemId}
        className={`mt-2 w-full rounded-xl border px-4 py-2.5 text-slate-900 ${problem ? 'border-red-600' : 'border-slate-300'}`}
      />
      <p id={problemId} aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-700">
        {problem &&
          t('store.qr.problem', {
            title: t(problem.kind === 'url' ? 'store.qr.invalidUrl' : 'store.qr.invalidData'),
            reason: t(`validation.${problem.code}`),
          })}
      </p>

      <div className="mx-auto mt-4 flex aspect-square w-full max-w-[300px] items-center justify-center overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {code ? (
          <img
            src={code.dataUrl}
            width={QR_OPTIONS.width}
            height={QR_OPTIONS.width}
            alt={t('store.qr.imageAlt', { url: code.text })}
            className={`h-auto w-full transition-opacity ${ready ? '' : 'opacity-30'}`}
          />
        ) : (
          <Icon name="qr-code" className="size-16 text-slate-300" />
        )}
      </div>

      <div className="mt-6 grid grid-cols-3 gap-2">
        {ready ? (
          <a href={ready.dataUrl} download={QR_FILE_NAME} className={action}>
            <Icon name="download" className="size-4" />
            {t('store.qr.download')}
          </a>
        ) : (
          <button type="button" disabled className={action}>
            <Icon name="download" className="size-4" />
            {t('store.qr.download')}
          </button>
        )}
        <button type="button" disabled={!ready} onClick={() => void copy()} className={action}>
          <Icon name="copy" className="size-4" />
          {t('store.qr.copy')}
        </button>
        <button type="button" disabled={!ready} onClick={() => void share()} className={action}>
          <Icon name="share" className="size-4" />
          {t('store.qr.share')}
        </button>
      </div>
    </Modal>
  );
}
