import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

/**
 * Empty list or missing record (spec 000 §8: 'Record not found', kept as the title): the shared
 * EmptyState with an optional sentence and next action.
 */
export function RecordNotFound({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return <EmptyState text={message} action={action} />;
}

export default RecordNotFound;
