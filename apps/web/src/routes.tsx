import { Component, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isEmbedded } from './lib/app-bridge';
import { FORCED_REFRESH_KEY, lazyWithReload } from './lib/lazy-with-reload';
import type { LoginRedirectState } from './lib/session';
import { useAppState } from './lib/store';
import { webStorage } from './lib/web-storage';
import { storefront } from './portal/lib/storefront';

// Every page is its own chunk; Polaris lives only in the login and admin chunks.
const LoginPage = lazyWithReload(() => import('./login/login-page'));
const ShopifyTicketPage = lazyWithReload(() => import('./login/shopify-ticket-page'));
const ForgotPasswordPage = lazyWithReload(() => import('./login/forgot-password-page'));
const ChoosePasswordPage = lazyWithReload(() => import('./login/choose-password-page'));
const EmbeddedSignIn = lazyWithReload(() => import('./login/embedded-sign-in'));
const AdminApp = lazyWithReload(() => import('./admin/admin-app'));
const SearchPage = lazyWithReload(() => import('./portal/search/search-page'));
const OrderListPage = lazyWithReload(() => import('./portal/order-list/order-list-page'));
const ReturnPage = lazyWithReload(() => import('./portal/return/return-page'));
const ExchangePage = lazyWithReload(() => import('./portal/exchange/exchange-page'));
const DetailsPage = lazyWithReload(() => import('./portal/details/details-page'));
const RequestLinkPage = lazyWithReload(() => import('./portal/request-link/request-link-page'));
const AccountPage = lazyWithReload(() => import('./portal/account/account-page'));
const NotFoundPage = lazyWithReload(() => import('./not-found/not-found-page'));
const StorefrontHome = lazyWithReload(() => import('./portal/storefront/storefront-home'));

function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppState((s) => s.isAuthenticated);
  const location = useLocation();
  // Inside the Shopify admin the first load carries App Bridge's session token: it decides who signs in,
  // and App Bridge signs in again whenever Roundtrip's own session is gone: never a login page there.
  const idToken = new URLSearchParams(location.search).get('id_token');
  if (idToken || (!isAuthenticated && isEmbedded())) return <EmbeddedSignIn idToken={idToken} />;
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/user/login" replace state={{ from } satisfies LoginRedirectState} />;
  }
  return children;
}

type BoundaryState = { failed: boolean };

/** Shown when a chunk still fails after the one forced reload: an error, never a reload loop. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>This page could not be loaded</h1>
        <p>Check your connection, then try again.</p>
        <button
          type="button"
          onClick={() => {
            webStorage('sessionStorage').removeItem(FORCED_REFRESH_KEY);
            window.location.reload();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}

export function AppRoutes() {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          {/* On a store's own domain `/` is the portal's start (the app proxy's `/apps/returns`). */}
          <Route
            path="/"
            element={
              storefront ? <StorefrontHome page={storefront} /> : <Navigate to="/admin/dashboard" replace />
            }
          />
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="/user/shopify-welcome" element={<ShopifyTicketPage />} />
          <Route path="/user/shopify-login" element={<ShopifyTicketPage />} />
          <Route path="/user/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/user/choose-password" element={<ChoosePasswordPage />} />
          <Route
            path="/admin/*"
            element={
              <RequireAuth>
                <AdminApp />
              </RequireAuth>
            }
          />
          <Route path="/orderlist/:token" element={<OrderListPage />} />
          <Route path="/:store/exchange/:order_id/:lineitem_id/:session_id" element={<ExchangePage />} />
          <Route path="/:store/return/:order_id/:lineitem_id/:session_id" element={<ReturnPage />} />
          <Route path="/details/:store/:request_id/:session_id" element={<DetailsPage />} />
          <Route path="/:store/open/:token" element={<RequestLinkPage />} />
          <Route path="/:store/account" element={<AccountPage />} />
          <Route path="/:url" element={<SearchPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
