import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { SelectField } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import { DateTimeField } from '../publishing/EditorSections';
import type { ContentForm } from './form';
import type { ContentCategory } from './types';

/** What only content has on its form: the category, the language and the last date. */
export function ContentFields({ form, categories }: { form: ZodForm<ContentForm>; categories: readonly ContentCategory[] }) {
  const { t } = useTranslation();
  const languages = useAppSelector((s) => s.applicationConfig.config.languages);
  const { values: v, set, errorOf } = form;
  return (
    <>
      <SelectField
        id="content-category"
        label={t('content.categoryId')}
        required
        value={v.categoryId}
        onChange={(x) => set('categoryId', x)}
        error={errorOf('categoryId')}
        placeholder={t('content.update.chooseCategory')}
        options={categories.map((c) => ({ value: String(c.id), label: t(c.name, { defaultValue: c.name }) }))}
      />
      <SelectField
        id="content-language"
        label={t('content.language')}
        value={v.language}
        onChange={(x) => set('language', x)}
        placeholder={t('content.update.allLanguages')}
        options={Object.entries(languages).map(([code, name]) => ({ value: code, label: name }))}
      />
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
