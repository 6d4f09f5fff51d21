import { PageTitle } from '@/components/ui/page-title';
import { WinLossView } from '@/features/user/components/win-loss-view';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function WinLostRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.winLost} />
      <h1 className="span-2">{thMemberArea.winLost.heading}</h1>
      <WinLossView uuid={user.uuid} />
    </div>
  );
}
