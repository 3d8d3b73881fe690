import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { flattenProperties } from './management';
import { useConfigPropsQuery, useEnvQuery } from './managementApi';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

function PropertyTable({ id, title, rows, filter }: { id: string; title: string; rows: [string, string][]; filter: string }) {
  const q = filter.trim().toLowerCase();
  const shown = q ? rows.filter(([k, v]) => k.toLowerCase().includes(q) || v.toLowerCase().includes(q)) : rows;
  return (
    <>
      <h2 className="h5 mt-3">{title}</h2>
      <ResponsiveTable label={title} className="table-sm table-striped" data-testid={`configuration-${id}`}>
        <tbody>
          {shown.map(([k, v]) => (
            <tr key={k}>
              <td className="font-monospace small text-break" style={{ width: '40%' }}>
                {k}
              </td>
              <td className="font-monospace small text-break">{v}</td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
    </>
  );
}

/** /admin/configuration: GET /management/configprops and /management/env as tables. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const configProps = useConfigPropsQuery().data;
  const env = useEnvQuery().data;
  const [filter, setFilter] = useState('');
  // before an answer (or after a failure, shown by the API client's toast) the tables are empty
  const props = useMemo(() => (configProps ? flattenProperties(configProps.properties) : []), [configProps]);
  const environment = useMemo(() => flattenProperties(env?.environment), [env]);
  const system = useMemo(() => flattenProperties(env?.system), [env]);

  return (
    <div className="container-xl" data-testid="configuration-page">
      <BreadcrumbBar items={[t('admin.title'), t('configuration.title')]} />
      <h1 className="h4">{t('configuration.title')}</h1>
      <input
        type="search"
        className="form-control mb-2"
        placeholder={t('configuration.filter')}
        aria-label={t('configuration.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        data-testid="configuration-filter"
      />
      <PropertyTable id="properties" title={t('configuration.properties')} rows={props} filter={filter} />
      <PropertyTable id="environment" title={t('configuration.environment')} rows={environment} filter={filter} />
      <PropertyTable id="system" title={t('configuration.system')} rows={system} filter={filter} />
    </div>
  );
}

export default ConfigurationPage;
