import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import {
  AddressIcon,
  ChartIcon,
  ChatIcon,
  DepositIcon,
  FriendsIcon,
  GamesIcon,
  GiftIcon,
  HistoryIcon,
  KeyIcon,
  LottoIcon,
  MedalIcon,
  SlipIcon,
  TagIcon,
  WheelIcon,
  WithdrawIcon,
} from '@/components/ui/icons';
import { DashboardPlay } from '@/features/games/components/dashboard-play';
import { MemberSummary } from '@/features/user/components/member-summary';
import { CheckIn } from '@/features/check-in/components/check-in-dialog';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';

/** What members reach for most, always shown; the rest fold under "more". */
const shortcuts = [
  { to: paths.auth.gamesCategory, label: thMemberArea.titles.gamesCategory, Icon: GamesIcon },
  { to: `${paths.auth.gamesCategory}?category=lotto`, label: thMemberArea.gameCategories.lotto, Icon: LottoIcon },
  { to: paths.auth.mediaPromotion, label: th.nav.promotion, Icon: TagIcon },
  { to: paths.auth.media, label: thMemberArea.titles.media, Icon: WheelIcon },
] as const;
const moreShortcuts = [
  { to: paths.auth.deposit, label: thMemberArea.titles.deposit, Icon: DepositIcon },
  { to: paths.auth.depositSlip, label: thMemberArea.titles.depositSlip, Icon: SlipIcon },
  { to: paths.auth.withdraw, label: thMemberArea.titles.withdraw, Icon: WithdrawIcon },
  { to: paths.auth.reward, label: thMemberArea.titles.reward, Icon: GiftIcon },
  { to: paths.auth.affiliate, label: thMemberArea.titles.affiliate, Icon: FriendsIcon },
  { to: paths.auth.winLost, label: thMemberArea.titles.winLost, Icon: ChartIcon },
  { to: paths.auth.transactionHistory, label: thMemberArea.titles.transactionHistory, Icon: HistoryIcon },
  { to: paths.auth.ranking, label: thMemberArea.titles.ranking, Icon: MedalIcon },
  { to: paths.auth.changePassword, label: thMemberArea.titles.changePassword, Icon: KeyIcon },
  { to: paths.auth.manageAddress, label: thMemberArea.titles.manageAddress, Icon: AddressIcon },
  { to: paths.auth.contact, label: th.nav.contact, Icon: ChatIcon },
] as const;

function ShortcutList({ items }: { items: ReadonlyArray<{ to: string; label: string; Icon: (typeof shortcuts)[number]['Icon'] }> }) {
  return (
    <ul className="shortcuts__list">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="shortcut">
            <span className="shortcut__icon">
              <item.Icon />
            </span>
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function DashboardRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  const member = { uuid: user.uuid, username: user.user_pass.username };
  return (
    <div className="stack member-grid dashboard">
      <PageTitle title={thMemberArea.titles.dashboard} />
      <DashboardPlay member={member} />
      <MemberSummary user={user} />
      <nav className="card shortcuts" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{thMemberArea.dashboard.shortcuts}</h2>
        <ShortcutList items={shortcuts} />
        <details className="shortcuts__more">
          <summary>{thMemberArea.dashboard.moreShortcuts}</summary>
          <ShortcutList items={moreShortcuts} />
        </details>
      </nav>
      {/* Below the first screen on a phone: they render after it has painted, each in a frame of
          its own (docs/design/first-paint.md#what-waits-for-the-first-paint). */}
      <AfterFirstPaint>
        <CheckIn member={member} />
        <AfterFirstPaint>
          <AnnouncementList />
        </AfterFirstPaint>
      </AfterFirstPaint>
    </div>
  );
}
