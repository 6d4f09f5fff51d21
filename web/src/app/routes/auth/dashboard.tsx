import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { BankAccountCard, MemberSummary } from '@/features/user/components/member-summary';
import { CheckIn } from '@/features/check-in/components/check-in-dialog';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

const shortcuts = [
  { to: paths.auth.deposit, label: th.titles.deposit, icon: '฿' },
  { to: paths.auth.depositSlip, label: th.titles.depositSlip, icon: '🧾' },
  { to: paths.auth.withdraw, label: th.titles.withdraw, icon: '⇩' },
  { to: paths.auth.gamesCategory, label: th.titles.gamesCategory, icon: '🎮' },
  { to: `${paths.auth.gamesCategory}?category=lotto`, label: thMemberArea.gameCategories.lotto, icon: '🎱' },
  { to: paths.auth.media, label: th.titles.media, icon: '🎡' },
  { to: paths.auth.reward, label: th.titles.reward, icon: '🎁' },
  { to: paths.auth.affiliate, label: th.titles.affiliate, icon: '🤝' },
  { to: paths.auth.winLost, label: th.titles.winLost, icon: '📈' },
  { to: paths.auth.transactionHistory, label: th.titles.transactionHistory, icon: '🧮' },
  { to: paths.auth.ranking, label: th.titles.ranking, icon: '🏅' },
  { to: paths.auth.changePassword, label: th.titles.changePassword, icon: '🔑' },
  { to: paths.auth.manageAddress, label: th.titles.manageAddress, icon: '🏠' },
] as const;

export default function DashboardRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  const member = { uuid: user.uuid, username: user.user_pass.username };
  return (
    <div className="stack member-grid">
      <PageTitle title={th.titles.dashboard} />
      <MemberSummary user={user} />
      <BankAccountCard user={user} />
      <nav className="card shortcuts" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{thMemberArea.dashboard.shortcuts}</h2>
        <ul className="shortcuts__list">
          {shortcuts.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="shortcut">
                <span className="shortcut__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CheckIn member={member} />
      <AnnouncementList />
    </div>
  );
}
