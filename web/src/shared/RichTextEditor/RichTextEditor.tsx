import { Suspense, lazy } from 'react';
import { loadWithTimeout } from '../../app/lazy';
import { failureMessage, useEditorOptionsQuery } from './editorOptions';

export interface RichTextEditorProps {
  id: string;
  /** the accessible name of the editing area (the field's visible label) */
  label: string;
  /** HTML */
  value: string;
  onChange: (html: string) => void;
}

const TiptapEditor = lazy(() => loadWithTimeout(() => import('./TiptapEditor')));

/**
 * A rich-text (HTML) editor whose toolbar comes from GET /api/public/config/text-editor.
 * The editor code is its own chunk, loaded on first use.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const options = useEditorOptionsQuery();
  if (options.isError) {
    return (
      <div className="alert alert-danger" role="alert" data-testid={`${props.id}-error`}>
        {failureMessage(options.error)}
      </div>
    );
  }
  if (options.data === undefined)
    return <div className="form-control text-muted" style={{ minHeight: '12rem' }} data-testid={`${props.id}-loading`} />;
  return (
    <Suspense fallback={<div className="form-control" style={{ minHeight: '12rem' }} />}>
      <TiptapEditor {...props} options={options.data} />
    </Suspense>
  );
}

export default RichTextEditor;
