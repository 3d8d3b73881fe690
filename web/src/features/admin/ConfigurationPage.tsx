import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { flattenProperties } from './management';

function PropertyTable({ id, title, rows, filter }: { id: string; title: string; rows: [string, string][]; filter: string }) {
  const q = filter.trim().toLowerCase();
  const shown = q ? rows.filter(([k, v]) => k.toLowerCase().includes(q) || v.toLowerCase().includes(q)) : rows;
  return (
    <>
      <h3 className="h5 mt-3">{title}</h3>
      <table className="table table-sm table-striped" data-testid={`configuration-${id}`}>
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
      </table>
    </>
  );
}

/** /admin/configuration: GET /management/configprops and /management/env as tables. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const [props, setProps] = useState<[string, string][]>([]);
  const [env, setEnv] = useState<{ environment: [string, string][]; system: [string, string][] }>({ environment: [], system: [] });
  const [filter, setFilter] = useState('');

  useEffect(() => {
    void api.get<{ properties?: unknown }>('/management/configprops').then(
      (r) => setProps(flattenProperties(r.data?.properties ?? r.data)),
      () => undefined,
    );
    void api.get<{ environment?: unknown; system?: unknown }>('/management/env').then(
      (r) => setEnv({ environment: flattenProperties(r.data?.environment), system: flattenProperties(r.data?.system) }),
      () => undefined,
    );
  }, []);

  return (
    <div className="container-xl" data-testid="configuration-page">
      <BreadcrumbBar items={[t('admin.title'), t('configuration.title')]} />
      <h2 className="h4">{t('configuration.title')}</h2>
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
      <PropertyTable id="environment" title={t('configuration.environment')} rows={env.environment} filter={filter} />
      <PropertyTable id="system" title={t('configuration.system')} rows={env.system} filter={filter} />
    </div>
  );
}

export default ConfigurationPage;
