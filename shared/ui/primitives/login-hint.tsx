import { loginHref } from './login-link';

/**
 * SPEC 6: what belongs to a logged-in customer is not asked for anonymous visitors, who get a way in
 * instead: the widget's sentence and, when the page context names a login page on this site, a link to
 * it that brings them back here (ReturnUrl).
 */
export function LoginHint({
  loginUrl,
  className,
  hint,
  login,
}: {
  loginUrl: string;
  /** The widget's class for the line, e.g. `wsh-notifications__state`. */
  className: string;
  hint: string;
  login: string;
}) {
  const href = loginHref(loginUrl);
  return (
    <p className={className}>
      {hint}{' '}
      {href && (
        <a className="wsh-link" href={href}>
          {login}
        </a>
      )}
    </p>
  );
}
