import { useT } from '../../i18n';

/**
 * 21 CFR 101.93(c)'s notice, in bold, where the daggers of the claims above lead: on every page (the
 * footer) and in each dialog that shows a claim. `several`: the plural form, where several claims or
 * several products share it.
 */
export function FdaNotice({
  id,
  statements,
  products,
  className = '',
}: {
  id: string;
  statements: 'single' | 'several';
  products: 'single' | 'several';
  className?: string;
}) {
  const t = useT();
  return (
    <p id={id} tabIndex={-1} className={`font-bold ${className}`}>
      <span aria-hidden="true">† </span>
      {t(`store.claims.statements.${statements}`)} {t(`store.claims.products.${products}`)}
    </p>
  );
}
