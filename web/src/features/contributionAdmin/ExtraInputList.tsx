import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { Pager } from '../../shared/Pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import type { ContributionType, ExtraInput } from '../contribution/types';
import { ConfirmDialog } from './ConfirmDialog';
import {
  useDeleteExtraInputMutation,
  useExtraInputsQuery,
  useLazyExtraInputsQuery,
  useUpdateExtraInputOrderMutation,
  type ExtraInputListArgs,
} from './contributionAdminApi';
import { ExtraInputCard } from './ExtraInputCard';
import {
  AFTER_DELETE_QUERY,
  ALL_EXTRA_INPUTS_QUERY,
  INITIAL_EXTRA_INPUT_QUERY,
  applyOrder,
  byListOrder,
  deleteNeedsConfirmation,
  mergePageOrder,
  moveItem,
  orderBody,
} from './extraInputOrder';
import { pickLanguage } from './model';
import { useCardDrag } from './useCardDrag';

type Query = Omit<ExtraInputListArgs, 'source'>;

/**
 * The reorderable extra-input cards of spec 002 §2; up/down and drag-and-drop are each followed by
 * POST …/update-order (the page moves at once; a refused order reads it again). After a delete the
 * list is read again from page 0 by id. Edit links go to {basePath}/{id}/edit.
 */
export function ExtraInputList({ source, basePath }: { source: ContributionType; basePath: string }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<Query>(INITIAL_EXTRA_INPUT_QUERY);
  const listArgs = { source, ...query };
  // every visit and every page is read from the server (the order changes under other admins too)
  const list = useExtraInputsQuery(listArgs, { refetchOnMountOrArgChange: true });
  const items = list.isError ? [] : list.data && byListOrder(list.data.items);
  const total = list.data?.totalCount ?? 0;
  const [readAll] = useLazyExtraInputsQuery();
  const [updateOrder] = useUpdateExtraInputOrderMutation();
  const [deleteInput, deleting] = useDeleteExtraInputMutation();
  const [confirming, setConfirming] = useState<ExtraInput | null>(null);

  const reorder = async (from: number, to: number) => {
    if (!items || from === to) return;
    const moved = moveItem(items, from, to);
    let ids = moved.map((i) => i.id);
    if (total > items.length) {
      // more inputs than this page: the call names them all
      const all = await readAll({ source, ...ALL_EXTRA_INPUTS_QUERY });
      if (!all.data) return;
      ids = mergePageOrder(byListOrder(all.data.items), moved);
    }
    const order = orderBody(ids);
    void updateOrder({ source, order, listArgs, shown: applyOrder(moved, order) });
  };

  const remove = async (item: ExtraInput) => {
    const result = await deleteInput({ source, id: item.id });
    if ('error' in result) return;
    setConfirming(null);
    const sameArgs = (Object.keys(AFTER_DELETE_QUERY) as (keyof Query)[]).every((k) => query[k] === AFTER_DELETE_QUERY[k]);
    if (sameArgs) void list.refetch();
    else setQuery({ ...AFTER_DELETE_QUERY });
  };

  const askDelete = (item: ExtraInput) => {
    if (deleteNeedsConfirmation(item)) setConfirming(item);
    else void remove(item);
  };

  const { over, drag } = useCardDrag((from, to) => void reorder(from, to));

  if (!items) return <PageSpinner />;
  if (items.length === 0) return <RecordNotFound />;

  return (
    <div data-testid="extra-input-list">
      <p className="small text-muted">{t('contributionAdmin.extraInput.dragHint')}</p>
      <ol className="list-unstyled mb-3">
        {items.map((item, index) => (
          <ExtraInputCard
            key={item.id}
            item={item}
            first={index === 0}
            last={index === items.length - 1}
            over={over === index}
            busy={deleting.isLoading}
            editPath={`${basePath}/${item.id}/edit`}
            drag={drag(index, item.id)}
            onMove={(by) => void reorder(index, index + by)}
            onDelete={() => askDelete(item)}
          />
        ))}
      </ol>
      {total > query.size && (
        <Pager
          activePage={query.page + 1}
          totalItems={total}
          itemsPerPage={query.size}
          onSelect={(p) => setQuery({ ...query, page: p - 1 })}
        />
      )}
      {confirming !== null && (
        <ConfirmDialog
          testId="extra-input-delete-dialog"
          message={t('contributionAdmin.extraInput.deleteQuestion', {
            name: pickLanguage(confirming.definitionList, i18n.language)?.label ?? String(confirming.id),
          })}
          busy={deleting.isLoading}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
