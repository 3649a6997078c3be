import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAllowed } from '../../lib/session';

/**
 * Inside the Shopify admin, our pages are listed in the admin's own app menu (App Bridge's `s-app-nav`)
 * instead of our side navigation. A click there reaches us as a `shopify:navigate` event on the link,
 * which the router follows without reloading the frame; App Bridge then shows the path in the admin's
 * address, so a reload comes back to the same page.
 */
export function AppNav() {
  const navigate = useNavigate();
  const seesRequests = useAllowed('request.all.view');
  const seesAnalytics = useAllowed('analytics.view');

  useEffect(() => {
    const follow = (event: Event) => {
      const href = event.target instanceof Element ? event.target.getAttribute('href') : null;
      if (!href) return;
      // Only our own pages: a link elsewhere is not the router's to follow.
      const url = new URL(href, window.location.origin);
      if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('shopify:navigate', follow);
    return () => document.removeEventListener('shopify:navigate', follow);
  }, [navigate]);

  return (
    <s-app-nav>
      <a href="/admin/dashboard" rel="home">
        Home
      </a>
      {seesRequests && <a href="/admin/returns?status=active&page=1&dateFilter=last_week">Returns</a>}
      {seesRequests && <a href="/admin/exchanges?status=active&page=1&dateFilter=last_week">Exchanges</a>}
      {seesAnalytics && <a href="/admin/analytics">Analytics</a>}
      {seesRequests && <a href="/admin/emails">Emails</a>}
      <a href="/admin/settings/general">Settings</a>
      <a href="/admin/settings/policies">Policies</a>
    </s-app-nav>
  );
}
