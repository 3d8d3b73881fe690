import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/DateInput/DateInput';
import { stateLabel } from './detail';
import { EMPTY_FILTERS, FILTER_ROLES, normalizeDates, type ListFilters } from './list';
import type { CampaignOption, FieldOption, StateOption, Tag } from './types';

export interface ListFilterFormProps {
  tags: Tag[];
  fields: FieldOption[];
  /** campaigns to filter by; the filter is hidden when there is none (or the list is one campaign's) */
  campaigns: CampaignOption[];
  /** null: the states could not be read, the state filter is hidden */
  states: StateOption[] | null;
  onApply: (filters: ListFilters) => void;
}

/** The filters of spec 002 §3: title, tag, campaign, field, state, code, role, submitted from/to. */
export function ListFilterForm({ tags, fields, campaigns, states, onApply }: ListFilterFormProps) {
  const { t, i18n } = useTranslation();
  const [f, setF] = useState<ListFilters>(EMPTY_FILTERS);
  const set = (key: keyof ListFilters, value: string) => setF((x) => ({ ...x, [key]: value }));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const normalized = normalizeDates(f);
    setF(normalized);
    onApply(normalized);
  };

  const text = (key: keyof ListFilters, label: string, type: 'text' | 'date' = 'text') => (
    <div className="col-md-3 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`filter-${key}`}>
        {label}
      </label>
      {type === 'date' ? (
        // the interface language's format (dd/mm/yyyy, gg.aa.yyyy), not the browser's
        <DateInput id={`filter-${key}`} size="sm" value={f[key]} onChange={(v) => set(key, v)} data-testid={`filter-${key}`} />
      ) : (
        <input
          id={`filter-${key}`}
          type="text"
          className="form-control form-control-sm"
          value={f[key]}
          onChange={(e) => set(key, e.target.value)}
          data-testid={`filter-${key}`}
        />
      )}
    </div>
  );
  const select = (key: keyof ListFilters, label: string, options: { value: string; label: string }[]) => (
    <div className="col-md-3 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`filter-${key}`}>
        {label}
      </label>
      <select
        id={`filter-${key}`}
        className="form-select form-select-sm"
        value={f[key]}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`filter-${key}`}
      >
        <option value="">{t('contribution.list.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="card card-body mb-3 d-print-none" onSubmit={apply} data-testid="contribution-filters">
      <div className="row g-2">
        {text('title', t('contribution.list.filter.title'))}
        {text('eiId', t('contribution.list.filter.code'))}
        {select(
          'selectedTagId',
          t('contribution.list.filter.tag'),
          tags.map((x) => ({ value: String(x.id), label: x.name })),
        )}
        {campaigns.length > 0 &&
          select(
            'campaignId',
            t('contribution.campaignId'),
            campaigns.map((c) => ({ value: String(c.id), label: c.title })),
          )}
        {select(
          'contributionFieldId',
          t('contribution.fieldId'),
          fields.map((x) => ({ value: String(x.value), label: x.label })),
        )}
        {states !== null &&
          select(
            'stateId',
            t('contribution.list.filter.state'),
            states.map((s) => ({ value: String(s.id), label: stateLabel(s, i18n.language) })),
          )}
        {select(
          'role',
          t('contribution.list.filter.role'),
          FILTER_ROLES.map((r) => ({ value: r, label: t(`contribution.roles.${r}`) })),
        )}
        {text('dateSubmittedFrom', t('contribution.list.filter.submittedFrom'), 'date')}
        {text('dateSubmittedTo', t('contribution.list.filter.submittedTo'), 'date')}
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary" data-testid="filter-search">
            {t('entity.action.search')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              setF(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
            data-testid="filter-reset"
          >
            {t('entity.action.reset')}
          </button>
        </div>
      </div>
    </form>
  );
}

export default ListFilterForm;
