import { useParams } from 'react-router';
import { RewardPage } from '@/features/rewards/components/reward-page';
import { thMemberArea } from '@/i18n/th-member-area';

export default function RewardCategoryRoute() {
  const { categoryId = '' } = useParams();
  return <RewardPage title={thMemberArea.titles.rewardCategory} categoryId={categoryId} />;
}
