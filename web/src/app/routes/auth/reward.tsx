import { RewardPage } from '@/features/rewards/components/reward-page';
import { thMemberArea } from '@/i18n/th-member-area';

export default function RewardRoute() {
  return <RewardPage title={thMemberArea.titles.reward} categoryId={null} />;
}
