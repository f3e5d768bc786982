import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateInArea } from './area-location';

export interface AreaLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A screen's href (`href` of the screen props, or useAreaNavigation). */
  href: string;
  /** Rewrite the current history entry instead of adding one. */
  replace?: boolean;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), a target or a download. */
export function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const a = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!a.target && a.target !== '_self') ||
    a.hasAttribute('download')
  );
}

/**
 * A link to a screen of the area: a real `<a href>` (open in a new tab, copy, reload all work), whose plain
 * click becomes an in-page navigation with a history entry instead of a page load.
 */
export function AreaLink({ href, replace, onClick, ...rest }: AreaLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigateInArea(href, { replace });
      }}
    />
  );
}
