import { RewardPage } from '@/features/rewards/components/reward-page';
import { th } from '@/i18n/th';
import '@/styles/member-area.css';

export default function RewardRoute() {
  return <RewardPage title={th.titles.reward} categoryId={null} />;
}
