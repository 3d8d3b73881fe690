import { useTranslation } from 'react-i18next';
import type { TreeSelectNode } from '../../shared/organizationTree';
import { checkedIds, splitTargets } from './audience';
import { usePublishingTargetTreeQuery } from './publishingApi';
import type { Targets } from './types';

/**
 * The organizations and units an item is for: the organization tree (GET
 * api/v3/organizations/treeSelect) as check boxes. A checked node covers everything below it.
 */
export function TargetPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Targets;
  onChange: (t: Targets) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const query = usePublishingTargetTreeQuery();
  // A failed load was shown by the API client: the picker is then empty.
  const tree: readonly TreeSelectNode[] | null = query.isError ? [] : (query.data ?? null);
  const checked = new Set(checkedIds(value));

  const toggle = (nodeId: number, on: boolean) => {
    if (!tree) return;
    const next = new Set(checked);
    if (on) next.add(nodeId);
    else next.delete(nodeId);
    onChange(splitTargets(next, tree));
  };

  const render = (nodes: readonly TreeSelectNode[], depth: number) => (
    <ul className={depth === 0 ? 'list-unstyled mb-0' : 'list-unstyled mb-0 ms-4'}>
      {nodes.map((n) => (
        <li key={n.value}>
          <div className="form-check">
            <input
              id={`${id}-${n.value}`}
              type="checkbox"
              className="form-check-input"
              checked={checked.has(n.value)}
              disabled={disabled || n.disabled}
              onChange={(e) => toggle(n.value, e.target.checked)}
              data-testid={`${id}-node`}
              data-title={n.title}
            />
            <label className="form-check-label" htmlFor={`${id}-${n.value}`}>
              {n.title}
              {n.kind === 'ORGANIZATION' && <span className="badge text-bg-light border ms-2">{t('audience.organization')}</span>}
            </label>
          </div>
          {n.children && n.children.length > 0 && render(n.children, depth + 1)}
        </li>
      ))}
    </ul>
  );

  return (
    <fieldset className="mb-3" data-testid={id}>
      <legend className="form-label fs-6 mb-1">{t('audience.targets')}</legend>
      <div className="form-text mt-0 mb-1">{t('audience.targetsHelp')}</div>
      <div className="border rounded p-2 inno-target-tree">
        {tree === null ? <span className="text-muted">{t('global.loading')}</span> : render(tree, 0)}
      </div>
    </fieldset>
  );
}

export default TargetPicker;
