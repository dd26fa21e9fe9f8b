import { type FormEvent, useId } from 'react';
import { REVIEW_REJECT_REASONS, type ReviewRejectReason } from '../../../core/reviews';
import { dangerButton, secondaryButton, useNativeDialog } from '../ui';

/** What each fixed reason means to the operator. There is deliberately no reason for a review being negative. */
export const REJECT_REASON_LABELS: Record<ReviewRejectReason, string> = {
  personal_data: 'Personal data (an address, a phone number, someone’s health)',
  offensive: 'Offensive (insults, hate, threats)',
  // Delivery and service are the shop's own: a review of them is related (16 CFR 465.7 allows only the wholly unrelated).
  unrelated: 'Unrelated to the product or the shop (another shop, politics)',
  spam: 'Spam (advertising, links, gibberish)',
};

/**
 * Rejecting a review, on the native modal <dialog>: focus moves into it, Escape or Cancel closes it and focus
 * returns to the button that opened it. A reason must be chosen (the radios are required).
 */
export function RejectDialog(props: {
  open: boolean;
  reviewTitle: string;
  busy: boolean;
  problem: string | null;
  onReject: (reason: ReviewRejectReason) => void;
  onClose: () => void;
}) {
  const ref = useNativeDialog(props.open);
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    const chosen = REVIEW_REJECT_REASONS.find((r) => r === reason);
    if (chosen) props.onReject(chosen);
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold">
        Reject “{props.reviewTitle}”?
      </h2>
      <form onSubmit={submit} className="mt-3 text-sm text-slate-700">
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-slate-900">Reason for rejecting</legend>
          {REVIEW_REJECT_REASONS.map((reason) => (
            <label key={reason} className="flex items-start gap-2">
              <input type="radio" name="reason" value={reason} required className="mt-1" />
              {REJECT_REASON_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        <p className="mt-3">
          A low rating or a complaint is not a reason: publish it. Rejected reviews are counted per star value on this page.
        </p>
        {props.problem && (
          <p role="alert" className="mt-3 text-red-800">
            {props.problem}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button type="submit" className={dangerButton} disabled={props.busy}>
            {props.busy ? 'Working…' : 'Reject review'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
