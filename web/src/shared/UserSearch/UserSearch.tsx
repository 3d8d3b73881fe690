import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import {
  addSelection,
  createThrottle,
  placeholderKey,
  removeSelection,
  shouldSearch,
  userLabel,
  type SearchMode,
  type SearchUser,
} from './rules';
import { useSearchUsersQuery } from './userSearchApi';

export interface UserSearchProps {
  id: string;
  value: SearchUser[];
  onChange: (users: SearchUser[]) => void;
  multiple?: boolean;
  mode?: SearchMode;
  context?: string;
  disabled?: boolean;
}

const NO_USERS: SearchUser[] = [];

/**
 * Type-ahead user search (spec 002 §2): GET /api/v3/search-user after more than 2 characters
 * (a complete e-mail address in EXTERNAL mode), throttled.
 */
export function UserSearch({ id, value, onChange, multiple = false, mode = 'BOTH', context, disabled }: UserSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // the text sent to the server (throttled); null when nothing is searched
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const found = useSearchUsersQuery(query === null ? skipToken : { text: query, mode, context });
  // currentData: only the answer to the latest text, never an older one
  const options = query === null ? NO_USERS : (found.currentData ?? NO_USERS);
  const listed = open && query !== null && found.currentData !== undefined;

  const throttled = useMemo(() => createThrottle((q: string) => setQuery(q)), []);
  // the list closes a moment after the input loses focus (so a click on an option lands first); typing,
  // focusing again or a pick cancels that timer, else one left from a pick closed the next search's list
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepOpen = () => {
    if (closing.current !== null) clearTimeout(closing.current);
    closing.current = null;
  };
  useEffect(
    () => () => {
      throttled.cancel();
      keepOpen();
    },
    [throttled],
  );

  const onType = (next: string) => {
    keepOpen();
    setText(next);
    if (shouldSearch(next, mode)) {
      throttled(next);
      setOpen(true);
    } else {
      throttled.cancel();
      setQuery(null);
      setOpen(false);
    }
  };

  const pick = (u: SearchUser) => {
    keepOpen();
    throttled.cancel(); // a search still due from the typing before the pick must not come back
    onChange(addSelection(value, u, multiple));
    setText('');
    setQuery(null);
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
        id={`${id}-input`}
        type="search"
        className="form-control"
        value={text}
        disabled={disabled}
        placeholder={t(placeholderKey(mode))}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => {
          keepOpen();
          closing.current = setTimeout(() => {
            closing.current = null;
            setOpen(false);
          }, 200);
        }}
        onFocus={() => {
          keepOpen();
          if (options.length > 0) setOpen(true);
        }}
        data-testid={`${id}-input`}
        aria-autocomplete="list"
      />
      {listed && (
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
