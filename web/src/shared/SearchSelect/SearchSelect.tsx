/**
 * The one select with a search field (react-bootstrap-typeahead): one value or several, every option
 * reachable by typing a part of its label, the menu scrolling inside its own box (never cut off by the
 * card or table around it). Labelled like any input: `<label htmlFor={id}>` names the search field.
 *
 * Values in and out are the options' values (strings), so it drops into a filter's state or a
 * react-hook-form Controller as it is:
 *
 *   <Controller name="roles" control={control} render={({ field }) =>
 *     <SearchSelect id="roles" multiple options={roleOptions} {...field} />} />
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Typeahead } from 'react-bootstrap-typeahead';
import type { Option as TypeaheadOption, RenderTokenProps } from 'react-bootstrap-typeahead/types/types';
import 'react-bootstrap-typeahead/css/Typeahead.css';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import './SearchSelect.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** the search field's id (the label's htmlFor); the menu is `${id}-menu` */
  id: string;
  options: readonly SelectOption[];
  placeholder?: string;
  size?: 'sm' | 'lg';
  invalid?: boolean;
  disabled?: boolean;
  /** id of the element that describes the field (its error or help text) */
  describedBy?: string;
  /** react-hook-form's field props pass through */
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

export interface SingleSelectProps extends CommonProps {
  multiple?: false;
  /** the chosen value, '' for none */
  value: string;
  onChange: (value: string) => void;
}

export interface MultiSelectProps extends CommonProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SearchSelectProps = SingleSelectProps | MultiSelectProps;

const asOption = (o: TypeaheadOption) => o as SelectOption;

export function SearchSelect(props: SearchSelectProps) {
  const { id, options, placeholder, size, invalid, disabled, describedBy, name, onBlur, ref } = props;
  const { t } = useTranslation();
  const testId = props['data-testid'] ?? id;
  const chosen = props.multiple ? props.value : props.value === '' ? [] : [props.value];
  // the chosen options in the order they were chosen; a value without an option (not loaded yet) is shown as it is
  const selected = chosen.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });

  const change = (next: TypeaheadOption[]) => {
    const values = next.map((o) => asOption(o).value);
    if (props.multiple) props.onChange(values);
    else props.onChange(values[0] ?? '');
  };

  const renderToken = (option: TypeaheadOption, tokenProps: RenderTokenProps, index: number) => {
    const o = asOption(option);
    return (
      <span
        key={`${o.value}-${index}`}
        className="rbt-token rbt-token-removeable inno-search-select-token"
        data-testid={`${testId}-token-${o.value}`}
      >
        {o.label}
        {!tokenProps.disabled && (
          <button
            type="button"
            className="btn-close inno-search-select-remove"
            aria-label={t('searchSelect.remove', { label: o.label })}
            onClick={() => tokenProps.onRemove?.(option)}
            data-testid={`${testId}-remove-${o.value}`}
          />
        )}
      </span>
    );
  };

  return (
    <Typeahead
      id={`${id}-menu`}
      className="inno-search-select"
      options={options as SelectOption[]}
      labelKey="label"
      multiple={props.multiple ?? false}
      selected={selected}
      onChange={change}
      onBlur={() => onBlur?.()}
      placeholder={chosen.length === 0 ? (placeholder ?? t('searchSelect.placeholder')) : undefined}
      emptyLabel={t('searchSelect.empty')}
      size={size}
      isInvalid={invalid}
      disabled={disabled}
      clearButton={!props.multiple && chosen.length > 0}
      highlightOnlyResult
      ignoreDiacritics
      paginate={false}
      maxResults={1000}
      positionFixed
      maxHeight="300px"
      inputProps={{
        id,
        name,
        'aria-describedby': describedBy,
        'aria-invalid': invalid || undefined,
        // @ts-expect-error data attributes pass through to the input
        'data-testid': testId,
      }}
      renderToken={renderToken}
      renderMenuItemChildren={(option) => <span data-testid={`${testId}-option-${asOption(option).value}`}>{asOption(option).label}</span>}
      ref={(instance) => {
        const input = instance?.getInput() ?? null;
        // The library puts aria-multiselectable on the combobox input, where ARIA does not allow it
        // (axe: aria-allowed-attr) and inputProps cannot override it. The callback is new on every
        // render, so React calls it after each commit and the attribute never stays.
        input?.removeAttribute('aria-multiselectable');
        if (typeof ref === 'function') ref(input);
        else if (ref) ref.current = input;
      }}
    />
  );
}

export default SearchSelect;
