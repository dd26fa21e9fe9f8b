import { useId, useState } from 'react';
import type { Product } from '../../../core/catalogue-document';
import { problemText } from '../api';
import { input } from '../ui';
import { uploadImage } from './api';
import { type Path, fieldId, useProblemsAt, useValue } from './editing';
import { LocalizedField } from './fields';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** The product's photo: uploaded to the shop's media (JPEG, PNG, WebP or AVIF, up to 5 MB), shown with its size, and its alt text. */
export function ImageField({ path }: { path: Path }) {
  const [image, setImage] = useValue<Product['image']>(path);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  const problems = useProblemsAt([...path, 'url']);
  const outcomeId = useId();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const media = await uploadImage(file);
      setImage({ ...image, ...media });
      setOutcome({ failed: false, text: `Uploaded: ${media.width} × ${media.height} pixels.` });
    } catch (error) {
      setOutcome({ failed: true, text: problemText(error) });
    } finally {
      setBusy(false);
    }
  };
  const described = [outcome ? outcomeId : '', problems.length > 0 ? `${outcomeId}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-4">
        {image.url && (
          <figure className="grid gap-1 text-xs text-slate-600">
            <img
              src={image.url}
              alt={image.alt.en}
              width={image.width}
              height={image.height}
              className="h-32 w-32 rounded-lg border object-contain"
            />
            <figcaption>
              <span className="block">
                {image.width} × {image.height} pixels
              </span>
              <span className="block font-mono">{image.url}</span>
            </figcaption>
          </figure>
        )}
        <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={fieldId([...path, 'url'])}>Upload a photo (JPEG, PNG, WebP or AVIF, at most 5 MB)</label>
          <input
            id={fieldId([...path, 'url'])}
            type="file"
            accept={IMAGE_TYPES}
            disabled={busy}
            aria-invalid={problems.length > 0 || outcome?.failed || undefined}
            aria-describedby={described || undefined}
            className={input}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {busy && <span role="status">Uploading…</span>}
          {outcome && (
            <span
              id={outcomeId}
              role={outcome.failed ? 'alert' : 'status'}
              className={outcome.failed ? 'text-red-800' : 'text-emerald-800'}
            >
              {outcome.text}
            </span>
          )}
          {problems.length > 0 && (
            <span id={`${outcomeId}-problem`} className="text-xs text-red-800">
              {problems.join('; ')}
            </span>
          )}
        </div>
      </div>
      <LocalizedField label="Image alt text" pathOf={(id) => [...path, 'alt', id]} />
    </div>
  );
}
