import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
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
    const chunk = isChunkLoadError(error);
    return (
      <div className="alert alert-danger my-4" role="alert" data-testid={chunk ? 'chunk-load-error' : 'render-error'}>
        <h4 className="alert-heading">
          {chunk ? (
            <Trans i18nKey="error.chunkLoad.title">ChunkLoadError</Trans>
          ) : (
            <Trans i18nKey="error.unexpected">An unexpected error occurred.</Trans>
          )}
        </h4>
        {chunk && (
          <p className="mb-2">
            <Trans i18nKey="error.chunkLoad.message">Part of the application could not be loaded.</Trans>
          </p>
        )}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => window.location.reload()}>
          <Trans i18nKey="error.reload">Reload the page</Trans>
        </button>
      </div>
    );
  }
}

export default ErrorBoundary;
