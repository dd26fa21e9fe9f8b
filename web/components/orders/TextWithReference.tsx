import { type MessageKey, useT } from '../../i18n';

/** Stands in for the reference while the text is translated; a private-use character no text contains. */
const SLOT = '\uE000';

/**
 * A text whose {{reference}} is an order reference, shown in a <bdi>: inside Arabic text the browser would
 * otherwise lay "VG-7K2M9Q" out as "7K2M9Q-VG".
 */
export function TextWithReference({ text, reference }: { text: MessageKey; reference: string }) {
  const t = useT();
  const [before, after = ''] = t(text, { reference: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi>{reference}</bdi>
      {after}
    </>
  );
}
