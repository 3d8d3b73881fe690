import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../app/lazy';

interface Props {
  children: ReactNode;
  /** changing it clears a caught error (e.g. the location) */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render errors; a failed lazy part shows the ChunkLoadError message. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorMessage chunk={isChunkLoadError(error)} />;
  }
}

/** What the boundary shows (useTranslation, not Trans: Trans would put its HTML parser into the first script). */
function ErrorMessage({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger my-4" role="alert" data-testid={chunk ? 'chunk-load-error' : 'render-error'}>
      <h1 className="alert-heading h4">
        {chunk ? t('error.chunkLoad.title', 'ChunkLoadError') : t('error.unexpected', 'An unexpected error occurred.')}
      </h1>
      {chunk && <p className="mb-2">{t('error.chunkLoad.message', 'Part of the application could not be loaded.')}</p>}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => window.location.reload()}>
        {t('error.reload', 'Reload the page')}
      </button>
    </div>
  );
}

export default ErrorBoundary;
