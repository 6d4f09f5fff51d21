import { thMemberArea } from '@/i18n/th-member-area';
import { GAMES_CHOICES, type GamesChoice } from '../api/games-queries';
import '../games.css';

/** Slots and the six categories as toggle buttons; the pressed one is the selection. */
export function CategoryPicker({ value, onChange }: { value: GamesChoice; onChange: (category: GamesChoice) => void }) {
  return (
    <ul className="chips" aria-label={thMemberArea.games.categories}>
      {GAMES_CHOICES.map((category) => (
        <li key={category}>
          <button type="button" className="chip" aria-pressed={category === value} onClick={() => onChange(category)}>
            {thMemberArea.gameCategories[category]}
          </button>
        </li>
      ))}
    </ul>
  );
}
