import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import {
  addSelection,
  createThrottle,
  placeholderKey,
  removeSelection,
  searchParams,
  shouldSearch,
  userLabel,
  type SearchMode,
  type SearchUser,
} from './rules';

export interface UserSearchProps {
  id: string;
  value: SearchUser[];
  onChange: (users: SearchUser[]) => void;
  multiple?: boolean;
  mode?: SearchMode;
  context?: string;
  disabled?: boolean;
}

/**
 * Type-ahead user search (spec 002 §2): GET /api/v3/search-user after more than 2 characters
 * (a complete e-mail address in EXTERNAL mode), throttled.
 */
export function UserSearch({ id, value, onChange, multiple = false, mode = 'BOTH', context, disabled }: UserSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<SearchUser[]>([]);
  const [open, setOpen] = useState(false);

  const search = useMemo(() => {
    // answers of older requests are dropped
    let seq = 0;
    const throttled = createThrottle((q: string) => {
      const mine = ++seq;
      void api
        .get<SearchUser[]>('/api/v3/search-user', { params: searchParams(q, mode, context) })
        .then((res) => {
          if (mine === seq) {
            setOptions(Array.isArray(res.data) ? res.data : []);
            setOpen(true);
          }
        })
        .catch(() => undefined);
    });
    return {
      run: (q: string) => throttled(q),
      stop: () => {
        throttled.cancel();
        seq++;
      },
    };
  }, [mode, context]);
  useEffect(() => () => search.stop(), [search]);

  const onType = (next: string) => {
    setText(next);
    if (shouldSearch(next, mode)) {
      search.run(next);
    } else {
      search.stop();
      setOptions([]);
      setOpen(false);
    }
  };

  const pick = (u: SearchUser) => {
    onChange(addSelection(value, u, multiple));
    setText('');
    setOptions([]);
    setOpen(false);
  };

  return (
    <div className="position-relative" data-testid={id}>
      {value.length > 0 && (
        <div className="mb-1 d-flex flex-wrap gap-1">
          {value.map((u) => (
            <span key={u.id} className="badge text-bg-secondary" data-testid={`${id}-selected-${u.id}`}>
              {userLabel(u)}
              {!disabled && (
                <button
                  type="button"
                  className="btn-close btn-close-white ms-1"
                  style={{ fontSize: '0.6em' }}
                  aria-label={t('entity.action.delete')}
                  onClick={() => onChange(removeSelection(value, u.id))}
                />
              )}
            </span>
          ))}
        </div>
      )}
      <input
        type="search"
        className="form-control"
        value={text}
        disabled={disabled}
        placeholder={t(placeholderKey(mode))}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => setTimeout(() => setOpen(false), 200)}
        onFocus={() => options.length > 0 && setOpen(true)}
        data-testid={`${id}-input`}
        aria-autocomplete="list"
      />
      {open && (
        <ul className="list-group position-absolute w-100 shadow" style={{ zIndex: 1050 }} role="listbox" data-testid={`${id}-options`}>
          {options.length === 0 && <li className="list-group-item text-muted">{t('global.recordNotFound')}</li>}
          {options.map((u) => (
            <li
              key={u.id}
              role="option"
              aria-selected={false}
              className="list-group-item list-group-item-action"
              onMouseDown={() => pick(u)}
              data-testid={`${id}-option-${u.login}`}
            >
              {userLabel(u)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default UserSearch;
