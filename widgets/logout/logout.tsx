import type { Infer } from '../../page-context/fields';
import { useLogout } from '../../shared/ui/features/logout/use-logout';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

/** SPEC 2 logout: a "Log out" button; what it does is useLogout's (shared with the my-account menu). */
export function Logout({ startUrl }: Props) {
  const { state, busy, label, message, logOut } = useLogout(startUrl);
  return (
    <div className="wsh-logout">
      <button
        type="button"
        className={`wsh-button${state === 'unsaved' ? ' wsh-button--secondary' : ''} wsh-logout__button`}
        aria-disabled={busy || undefined}
        onClick={logOut}
      >
        {label}
      </button>
      <p role="alert" className="wsh-logout__problem">
        {message}
      </p>
    </div>
  );
}
