import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { FieldFeedback } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import { DateTimeField, RequiredMark } from '../publishing/EditorSections';
import type { ContentForm } from './form';
import type { ContentCategory } from './types';

/** What only content has on its form: the category, the language and the last date. */
export function ContentFields({ form, categories }: { form: ZodForm<ContentForm>; categories: readonly ContentCategory[] }) {
  const { t } = useTranslation();
  const languages = useAppSelector((s) => s.applicationConfig.config.languages);
  const { values: v, set, errorOf } = form;
  return (
    <>
      <div className="mb-3">
        <label htmlFor="content-category" className="form-label">
          {t('content.categoryId')}
          <RequiredMark />
        </label>
        <select
          id="content-category"
          className={`form-select${errorOf('categoryId') ? ' is-invalid' : ''}`}
          value={v.categoryId}
          onChange={(e) => set('categoryId', e.target.value)}
          data-testid="content-category"
        >
          <option value="">{t('content.update.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {t(c.name, { defaultValue: c.name })}
            </option>
          ))}
        </select>
        <FieldFeedback id="content-category" message={errorOf('categoryId')} label={t('content.categoryId')} />
      </div>
      <div className="mb-3">
        <label htmlFor="content-language" className="form-label">
          {t('content.language')}
        </label>
        <select
          id="content-language"
          className="form-select"
          value={v.language}
          onChange={(e) => set('language', e.target.value)}
          data-testid="content-language"
        >
          <option value="">{t('content.update.allLanguages')}</option>
          {Object.entries(languages).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <DateTimeField
        id="content-last-date"
        label={t('content.lastDate')}
        help={t('content.update.lastDateHelp')}
        value={v.lastDate}
        onChange={(x) => set('lastDate', x)}
        error={errorOf('lastDate')}
      />
    </>
  );
}
