import type { ReactNode } from 'react';
import { Link } from '../navigation';
import { PageTitle } from '../ui';
import { type Path, fieldId } from './editing';

/** An editor's way back to the list, and its heading: the target a problem's link focuses for the whole entry. */
export function EditorHeading({ at, children }: { at: Path; children: ReactNode }) {
  return (
    <>
      <p>
        <Link to="/admin/catalogue" className="text-sm text-brand-800 underline">
          All products and deals
        </Link>
      </p>
      <div id={fieldId(at)} tabIndex={-1}>
        <PageTitle>{children}</PageTitle>
      </div>
    </>
  );
}
