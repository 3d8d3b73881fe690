import { Suspense, lazy, useEffect, useState } from 'react';
import { loadWithTimeout } from '../../app/lazy';
import { loadEditorOptions, type EditorOptionsResult } from './editorOptions';

export interface RichTextEditorProps {
  id: string;
  /** HTML */
  value: string;
  onChange: (html: string) => void;
}

const TiptapEditor = lazy(() => loadWithTimeout(() => import('./TiptapEditor')));

let optionsPromise: Promise<EditorOptionsResult> | null = null;
function editorOptions(): Promise<EditorOptionsResult> {
  optionsPromise ??= loadEditorOptions().then((r) => {
    if (!r.ok) optionsPromise = null;
    return r;
  });
  return optionsPromise;
}

/**
 * A rich-text (HTML) editor whose toolbar comes from GET /api/public/config/text-editor.
 * The editor code is its own chunk, loaded on first use.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [options, setOptions] = useState<EditorOptionsResult | null>(null);
  useEffect(() => {
    let live = true;
    void editorOptions().then((r) => live && setOptions(r));
    return () => {
      live = false;
    };
  }, []);
  if (options === null)
    return <div className="form-control text-muted" style={{ minHeight: '12rem' }} data-testid={`${props.id}-loading`} />;
  if (!options.ok) {
    return (
      <div className="alert alert-danger" role="alert" data-testid={`${props.id}-error`}>
        {options.error}
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="form-control" style={{ minHeight: '12rem' }} />}>
      <TiptapEditor {...props} options={options.options} />
    </Suspense>
  );
}

export default RichTextEditor;
