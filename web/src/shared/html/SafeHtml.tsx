import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server: sanitized here before it reaches the page. */
  html: string | null | undefined;
};

/** The only place the app renders server HTML (eslint forbids dangerouslySetInnerHTML elsewhere). */
export function SafeHtml({ html, ...rest }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
