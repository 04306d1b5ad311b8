import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { useTags } from './use-tags';

export const ALL_TAGS = { value: 'all', label: 'All Tags' } as const;

/** The list's tag filter: 'all', or one tag by its id (the address keeps the id, so a rename keeps it). */
export function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const { data: tags = [] } = useTags();
  if (tags.length === 0 && value === ALL_TAGS.value) return null;
  return (
    <ChoiceSelect
      aria-label="Tag filter"
      className="sm:w-40"
      value={value}
      choices={[ALL_TAGS, ...tags.map((tag) => ({ value: String(tag.id), label: tag.name }))]}
      onChange={onChange}
    />
  );
}
