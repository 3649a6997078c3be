import { Navigation } from '@shopify/polaris';
import { EmailIcon, ExchangeIcon, HomeIcon, ReturnIcon, SettingsIcon } from '@shopify/polaris-icons';
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
            label: 'Returns',
            url: '/admin/returns?status=active&page=1&dateFilter=last_week',
            icon: ReturnIcon,
            matchPaths: ['/admin/returns'],
            onClick: onNavigate,
          },
          {
            label: 'Exchanges',
            url: '/admin/exchanges?status=active&page=1&dateFilter=last_week',
            icon: ExchangeIcon,
            matchPaths: ['/admin/exchanges'],
            onClick: onNavigate,
          },
          {
            label: 'Emails',
            url: '/admin/emails',
            icon: EmailIcon,
            matchPaths: ['/admin/emails'],
            onClick: onNavigate,
            subNavigationItems: [{ label: 'Sent emails', url: '/admin/emails/sent', onClick: onNavigate }],
          },
          {
            label: 'Settings',
            url: '/admin/settings/general',
            icon: SettingsIcon,
            matchPaths: ['/admin/settings'],
            subNavigationItems: [
              { label: 'General', url: '/admin/settings/general', onClick: onNavigate },
              { label: 'Policies', url: '/admin/settings/policies', onClick: onNavigate },
              { label: 'Rules', url: '/admin/settings/rules', onClick: onNavigate },
              { label: 'Reasons', url: '/admin/settings/reasons', onClick: onNavigate },
              { label: 'Drop-off places', url: '/admin/settings/drop-off-places', onClick: onNavigate },
              { label: 'Tax and refunds', url: '/admin/settings/tax', onClick: onNavigate },
              { label: 'Shopify', url: '/admin/settings/shopify', onClick: onNavigate },
              { label: 'Team', url: '/admin/settings/team', onClick: onNavigate },
            ],
          },
        ]}
      />
    </Navigation>
  );
}
