/**
 * A link within the dashboard as a plain anchor: a click the browser would follow in this tab goes through the router
 * (no reload); a click with a modifier, a middle click or a target stays the browser's. React Aria's Link does the
 * same with a press handler, hover and focus tracking per link, which the sidebar's twenty links, the message log's
 * rows and a message's page rendered before their first figures (docs/decisions/1539-dashboard-main-thread.md).
 */
import type { AnchorHTMLAttributes } from 'react';
import { navigate } from '../router';

export function AppLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || props.target) {
          return;
        }
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}
