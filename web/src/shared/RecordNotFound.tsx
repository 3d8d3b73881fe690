import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

/**
 * Empty list or missing record (spec 000 §8: 'Record not found', kept as the title): the shared
 * EmptyState with an optional sentence and next action.
 */
export function RecordNotFound({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return <EmptyState text={message} action={action} />;
}

/** A page that shows only that its record is missing: the title is the page's h1. */
export function RecordNotFoundPage({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return (
    <div className="container-xl my-4">
      <EmptyState text={message} action={action} heading />
    </div>
  );
}

export default RecordNotFound;
