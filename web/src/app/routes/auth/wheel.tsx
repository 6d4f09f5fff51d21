import { PageTitle } from '@/components/ui/page-title';
import { PrizeWheel } from '@/features/media/components/prize-wheel';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function WheelRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.wheel} />
      <h1 className="span-2">{thMemberArea.wheel.heading}</h1>
      <PrizeWheel member={{ uuid: user.uuid, username: user.user_pass.username }} />
    </div>
  );
}
