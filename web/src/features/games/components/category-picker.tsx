import { GAME_CATEGORIES } from '@site/contract/rules';
import { th } from '@/i18n/th';
import { type GameCategoryId } from '../api/games-queries';

/** The six categories as toggle buttons; the pressed one is the selection. */
export function CategoryPicker({ value, onChange }: { value: GameCategoryId; onChange: (category: GameCategoryId) => void }) {
  return (
    <ul className="chips" aria-label={th.memberArea.games.categories}>
      {GAME_CATEGORIES.map((category) => (
        <li key={category}>
          <button type="button" className="chip" aria-pressed={category === value} onClick={() => onChange(category)}>
            {th.gameCategories[category]}
          </button>
        </li>
      ))}
    </ul>
  );
}
