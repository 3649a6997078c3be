import { Banner, Frame, Loading } from '@shopify/polaris';
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ToastStack } from '../../components/toast-stack';
import { isEmbedded } from '../../lib/app-bridge';
import { dispatch, useAppState } from '../../lib/store';
import { useDashboard } from '../dashboard/use-dashboard';
import { AdminNavigation } from './admin-navigation';
import { AdminTopBar } from './admin-top-bar';
import { AppNav } from './app-nav';
import { ErrorModal } from './error-modal';
import { HotkeyDialog } from './hotkey-dialog';
import { logout } from './logout';
import { useHotkeys } from './use-hotkeys';

export function AdminFrame({ children }: { children: ReactNode }) {
  const dashboard = useDashboard();
  const accessRefused = dashboard.data?.shopify_access_refused_at;
  const navigate = useNavigate();
  const loading = useAppState((s) => s.loading);
  const fetching = useIsFetching() > 0;
  const showTopup = useAppState((s) => s.showTopupBanner);
  const showFreeTrial = useAppState((s) => s.showFreetrialBanner);
  const [mobileNav, setMobileNav] = useState(false);
  // The store logo, 104 px wide, in the settings page's contextual save bar.
  const storeLogo = useAppState((s) => s.store_logo);

  const toggleDialog = useCallback(() => dispatch({ type: 'toggleHotKeyDialog' }), []);
  useHotkeys({ toggleDialog, navigate });

  const onLogout = async () => {
    dispatch({ type: 'loadingStart' });
    await logout();
    dispatch({ type: 'loadingStop' });
    navigate('/user/login', { replace: true });
  };

  // Inside the Shopify admin, the admin's own menu and top bar stand for ours.
  const embedded = isEmbedded();
  return (
    <Frame
      logo={
        storeLogo
          ? { contextualSaveBarSource: storeLogo, width: 104, accessibilityLabel: 'Store logo' }
          : undefined
      }
      topBar={
        embedded ? undefined : (
          <AdminTopBar onNavigationToggle={() => setMobileNav((v) => !v)} onLogout={onLogout} />
        )
      }
      navigation={embedded ? undefined : <AdminNavigation onNavigate={() => setMobileNav(false)} />}
      showMobileNavigation={mobileNav}
      onNavigationDismiss={() => setMobileNav(false)}
    >
      {embedded && <AppNav />}
      {(loading || fetching) && <Loading />}
      {accessRefused && (
        <Banner
          tone="critical"
          title="Shopify no longer accepts Roundtrip’s access to your shop"
          action={{ content: 'Connect again', url: '/admin/settings/shopify' }}
        >
          Shoppers are asked to try again later and refunds wait until you connect the store again.
        </Banner>
      )}
      {showFreeTrial && (
        <Banner tone="info" onDismiss={() => dispatch({ type: 'setFreetrialBanner', payload: false })}>
          Your free trial is available: try every Grow feature before you pay.
        </Banner>
      )}
      {showTopup && (
        <Banner tone="warning" onDismiss={() => dispatch({ type: 'setTopupBanner', payload: false })}>
          You have used the requests included in your plan. Top up to keep accepting returns.
        </Banner>
      )}
      {children}
      <ToastStack />
      <ErrorModal />
      <HotkeyDialog />
    </Frame>
  );
}
