import type { SessionUser } from '../../../core/api/auth';
import { DataRightsPanel } from './DataRightsPanel';
import { ReviewInvitationsPanel } from './ReviewInvitationsPanel';

/** The account's last panels, below a laptop's first screen (./AccountDetails.tsx fetches them as they near it). */
export function LowerPanels({ user }: { user: SessionUser }) {
  return (
    <>
      <ReviewInvitationsPanel key={`reviews-${user.id}`} />
      <DataRightsPanel />
    </>
  );
}
