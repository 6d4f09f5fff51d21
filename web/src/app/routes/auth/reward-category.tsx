import { useParams } from 'react-router';
import { RewardPage } from '@/features/rewards/components/reward-page';
import { th } from '@/i18n/th';
import '@/styles/member-area.css';

export default function RewardCategoryRoute() {
  const { categoryId = '' } = useParams();
  return <RewardPage title={th.titles.rewardCategory} categoryId={categoryId} />;
}
