import { Component, type ReactNode } from 'react';
import { retryFailedChunks } from '../lib/lazy-with-retry';

type Props = {
  children: ReactNode;
  /** Shown as a dialog-like box over the page (a demo dialog), or in place of the area. */
  overlay?: boolean;
  /** For an overlay: closes it (the area is given up). */
  onDismiss?: () => void;
};

/** "Failed to fetch dynamically imported module", "Loading chunk 3 failed", "Importing a module script failed". */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|loading (css )?chunk|module script failed|ChunkLoadError/i.test(text);
}

/**
 * One area of the app (the public pages, a back-office page, a demo dialog) that failed to draw:
 * an error with a retry in its place, never a blank page. A retry loads failed chunks afresh.
 */
export class AreaErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const box = (
      <div
        role="alert"
        data-testid="area-error"
        className="mx-auto max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-lg"
      >
        <p className="font-semibold text-slate-900">This part of the page could not be loaded.</p>
        <p className="mt-1 text-sm text-slate-600">
          {isChunkLoadError(error)
            ? 'The connection dropped or a new version was just released.'
            : 'Something went wrong while showing it.'}
        </p>
        <div className="mt-4 flex justify-center gap-2">
          <button
            type="button"
            onClick={this.retry}
            className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Try again
          </button>
          {this.props.onDismiss && (
            <button
              type="button"
              onClick={this.props.onDismiss}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Close
            </button>
          )}
        </div>
      </div>
    );
    if (this.props.overlay)
      return (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4">{box}</div>
      );
    return <div className="flex min-h-64 items-center justify-center p-6">{box}</div>;
  }
}
