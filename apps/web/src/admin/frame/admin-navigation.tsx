import { Navigation } from '@shopify/polaris';
import { HomeIcon, SettingsIcon } from '@shopify/polaris-icons';
import { useLocation } from 'react-router-dom';

/** Only pages that already work are listed; the rest arrive with their own issues. */
export function AdminNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Navigation location={pathname}>
      <Navigation.Section
        items={[
          { label: 'Dashboard', url: '/admin/dashboard', icon: HomeIcon, onClick: onNavigate },
          {
            label: 'Settings',
            url: '/admin/settings/general',
            icon: SettingsIcon,
            matchPaths: ['/admin/settings'],
            subNavigationItems: [{ label: 'General', url: '/admin/settings/general', onClick: onNavigate }],
          },
        ]}
      />
    </Navigation>
  );
}
