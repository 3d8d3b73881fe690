import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/store';
import type { TreeOption } from '../../shared/organizationTree';
import { useZodForm } from '../../shared/form/useZodForm';
import { emptyUserForm, userPayload, userSchema, userToForm } from './userManagement';
import { useCreateUserMutation, useUpdateUserMutation, useUserQuery } from './userManagementApi';
import { UserFields } from './UserFields';
import { PageSpinner } from '../../shared/PageSpinner';
import type { ManagedUser } from './types';

interface Props {
  /** null: a new user */
  user: ManagedUser | null;
  roles: readonly string[];
  units: readonly TreeOption[];
  viewer: readonly string[];
  onClose: () => void;
}

/**
 * Create or edit a user. An existing user's form opens once GET /api/v3/users/{id} answers, so the
 * save keeps the fields the list row lacks and nothing typed is replaced by a late answer; when that
 * read fails the form opens from the list row. A save refreshes the list.
 */
export function UserDialog({ user, onClose, ...rest }: Props) {
  const id = user?.id ?? null;
  const detail = useUserQuery(id ?? skipToken);
  const original = detail.data ?? user;
  return (
    <Modal show onHide={onClose} size="lg" data-testid="user-dialog">
      {detail.isLoading ? (
        <Modal.Body>
          <PageSpinner />
        </Modal.Body>
      ) : (
        <UserDialogForm original={original} onClose={onClose} {...rest} />
      )}
    </Modal>
  );
}

function UserDialogForm({ original, roles, units, viewer, onClose }: Omit<Props, 'user'> & { original: ManagedUser | null }) {
  const { t } = useTranslation();
  const defaultLang = useAppSelector((s) => s.applicationConfig.config.locales[0] ?? 'en');
  const form = useZodForm(userSchema, original ? userToForm(original, defaultLang) : emptyUserForm(defaultLang), {
    invalidToast: 'userManagement.messages.invalid',
  });
  const [createUser, created] = useCreateUserMutation();
  const [updateUser, updated] = useUpdateUserMutation();
  const saving = created.isLoading || updated.isLoading;

  const onSubmit = form.submit(
    async (values) => {
      const body = userPayload(values, original);
      if (values.id === null) await createUser(body).unwrap();
      else await updateUser(body).unwrap();
      onClose();
    },
    { errorKeys: { userexists: 'login', emailexists: 'email' } },
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Modal.Header closeButton>
        <Modal.Title>{form.values.id === null ? t('userManagement.home.createLabel') : t('userManagement.home.editLabel')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <UserFields form={form} roles={roles} units={units} viewer={viewer} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('entity.action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="user-save">
          {t('entity.action.save')}
        </button>
      </Modal.Footer>
    </form>
  );
}
