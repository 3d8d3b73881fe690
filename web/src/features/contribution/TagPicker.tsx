import { useTranslation } from 'react-i18next';
import type { Tag } from './types';

/** Multi-select of the active tags, as toggle checkboxes. */
export function TagPicker({ tags, value, onChange }: { tags: Tag[]; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3" data-testid="contribution-tags">
      <legend className="form-label fs-6 mb-1">{t('contribution.tagIds')}</legend>
      {tags.length === 0 && <p className="text-muted small mb-0">{t('contribution.tags.none')}</p>}
      <div className="d-flex flex-wrap gap-2">
        {tags.map((tag) => {
          const on = value.includes(tag.id);
          const id = `contribution-tag-${tag.id}`;
          return (
            <span key={tag.id}>
              <input
                type="checkbox"
                className="btn-check"
                id={id}
                checked={on}
                autoComplete="off"
                onChange={(e) => onChange(e.target.checked ? [...value, tag.id] : value.filter((x) => x !== tag.id))}
                data-testid={id}
              />
              <label className="btn btn-sm btn-outline-secondary rounded-pill" htmlFor={id}>
                {tag.name}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

export default TagPicker;
