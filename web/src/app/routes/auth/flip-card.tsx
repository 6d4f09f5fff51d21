import { PageTitle } from '@/components/ui/page-title';
import { FlipCards } from '@/features/media/components/flip-cards';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function FlipCardRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.flipCard} />
      <h1 className="span-2">{thMemberArea.flipCard.heading}</h1>
      <FlipCards member={{ uuid: user.uuid, username: user.user_pass.username }} mode="credit" />
    </div>
  );
}
