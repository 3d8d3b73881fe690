import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../shared/ConfirmDialog';

/** The shared confirmation dialog titled 'Confirm delete' (the administration's deletes). */
export function ConfirmDialog(props: ComponentProps<typeof SharedConfirmDialog>) {
  const { t } = useTranslation();
  return <SharedConfirmDialog title={t('contributionAdmin.common.confirmTitle')} {...props} />;
}
