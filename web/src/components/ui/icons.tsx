import { type SVGProps } from 'react';

/**
 * The site's one icon set: 24 px line icons drawn with currentColor, one named export each, so a
 * screen's chunk carries only the icons it imports (no sprite, no icon font, no emoji). Icons are
 * decorative: the control beside them carries the text or an aria-label.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: readonly string[]) {
  return function Icon({ size = 24, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon ${className}` : 'icon'}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = icon(['M3 10.5 12 3l9 7.5', 'M5 9.5V21h5v-6h4v6h5V9.5']);
export const DepositIcon = icon(['M3 7h18v12H3z', 'M12 9.5v6', 'M9 12.5l3 3 3-3', 'M3 10h3', 'M18 10h3']);
export const WithdrawIcon = icon(['M3 7h18v12H3z', 'M12 15.5v-6', 'M9 12.5l3-3 3 3', 'M3 10h3', 'M18 10h3']);
export const SlipIcon = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3']);
export const GamesIcon = icon([
  'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z',
  'M7 11v3',
  'M5.5 12.5h3',
  'M16 12h.01',
  'M18 13.5h.01',
]);
export const LottoIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M12 11v2']);
export const WheelIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 3v18', 'M3 12h18', 'M5.6 5.6l12.8 12.8', 'M18.4 5.6 5.6 18.4']);
export const GiftIcon = icon([
  'M4 11h16v10H4z',
  'M3 7h18v4H3z',
  'M12 7v14',
  'M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7z',
  'M12 7c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z',
]);
export const FriendsIcon = icon([
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.5a3.5 3.5 0 0 1 0 6.5',
  'M18 14a6.5 6.5 0 0 1 3.5 6',
]);
export const ChartIcon = icon(['M4 20V4', 'M4 20h16', 'M7 15l4-4 3 3 5-6']);
export const HistoryIcon = icon(['M3 12a9 9 0 1 0 3-6.7', 'M3 4v4h4', 'M12 7.5V12l3 2']);
export const MedalIcon = icon([
  'M8 3h8l-2 6h-4z',
  'M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
  'M12 12.5l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L9 14.8l2-.3z',
]);
export const KeyIcon = icon(['M14.5 3a6.5 6.5 0 0 0-6.2 8.5L3 16.8V21h4.2v-2.2h2.3v-2.3h2.2l.8-.8A6.5 6.5 0 1 0 14.5 3z', 'M16.5 7.5h.01']);
export const AddressIcon = icon(['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'M12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z']);
export const ChatIcon = icon(['M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1 0-2-.1-2.9-.4L4 20l1.4-3.9C3.900 14.800 3 13 3 11c0-3.9 4-7 9-7z']);
export const TagIcon = icon(['M3 4v7.5l9.5 9.5 8-8L11 3.5H3.5z', 'M7.5 7.5h.01']);
export const StarIcon = icon(['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z']);
export const RefreshIcon = icon(['M20 12a8 8 0 1 1-2.3-5.7', 'M20 4v4.5h-4.5']);
export const LogoutIcon = icon(['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10']);
export const CheckIcon = icon(['M5 12.5l4.5 4.5L19 7.5']);
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4']);
export const CalendarIcon = icon(['M4 6h16v15H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4']);
