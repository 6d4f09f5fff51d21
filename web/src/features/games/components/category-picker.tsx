import { GAME_CATEGORIES } from '@site/contract/rules';
import { thMemberArea } from '@/i18n/th-member-area';
import { type GameCategoryId } from '../api/games-queries';

/** The six categories as toggle buttons; the pressed one is the selection. */
export function CategoryPicker({ value, onChange }: { value: GameCategoryId; onChange: (category: GameCategoryId) => void }) {
  return (
    <ul className="chips" aria-label={thMemberArea.games.categories}>
      {GAME_CATEGORIES.map((category) => (
        <li key={category}>
          <button type="button" className="chip" aria-pressed={category === value} onClick={() => onChange(category)}>
            {thMemberArea.gameCategories[category]}
          </button>
        </li>
      ))}
    </ul>
  );
}
