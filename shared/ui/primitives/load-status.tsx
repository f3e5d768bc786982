/** A widget's `t` for the three keys every widget with a load status declares in its own texts. */
type StatusT = (key: 'loading' | 'error' | 'retry') => string;

export interface LoadStatusProps {
  /** Anything but 'error' reads as still loading (e.g. 'idle' before the first request). */
  status: string;
  /** The widget's own class, e.g. `wsh-promotion-tile__status`: its CSS places the line. */
  className: string;
  /** The widget's texts: a CMS editor overrides them per widget. */
  t: StatusT;
  onRetry(): void;
}

/**
 * What a widget shows in place of its content until its data is in: a polite "loading" line, or the
 * error as an alert with a retry button (so the visitor knows what to do).
 */
export function LoadStatus({ status, className, t, onRetry }: LoadStatusProps) {
  if (status !== 'error') {
    return (
      <p className={className} role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <p className={className} role="alert">
      {t('error')}{' '}
      <button type="button" className="wsh-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
