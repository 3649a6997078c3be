import { Navigation } from '@shopify/polaris';
import {
  ChartVerticalIcon,
  EmailIcon,
  ExchangeIcon,
  HomeIcon,
  ReturnIcon,
  SettingsIcon,
  XCircleIcon,
} from '@shopify/polaris-icons';
import { useLocation } from 'react-router-dom';
import { useAllowed } from '../../lib/session';

/** Only pages that already work are listed; the rest arrive with their own issues. */
export function AdminNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  // Pages the user may not open are not offered (docs/plans.md); the pages that stay hide their own actions.
  const seesRequests = useAllowed('request.all.view');
  const seesDropOffPlaces = useAllowed('setting.policy.all');
  const seesTeam = useAllowed('user.view');
  const seesAnalytics = useAllowed('analytics.view');
  const seesPayments = useAllowed('setting.payment.edit');
  const seesWarehouses = useAllowed('setting.warehouse.edit');
  const seesIntegrations = useAllowed('setting.integration.edit');
  const makesRequests = useAllowed('request.edit');
  const seesStores = useAllowed('store.switch');
  const shown = <T,>(allowed: boolean, item: T): T[] => (allowed ? [item] : []);
  return (
    <Navigation location={pathname}>
      <Navigation.Section
        items={[
          { label: 'Dashboard', url: '/admin/dashboard', icon: HomeIcon, onClick: onNavigate },
          ...shown(seesRequests, {
            label: 'Returns',
            url: '/admin/returns?status=active&page=1&dateFilter=last_week',
            icon: ReturnIcon,
            matchPaths: ['/admin/returns'],
            onClick: onNavigate,
            subNavigationItems: shown(makesRequests, {
              label: 'Create request',
              url: '/admin/returns/new',
              onClick: onNavigate,
            }),
          }),
          ...shown(seesRequests, {
            label: 'Exchanges',
            url: '/admin/exchanges?status=active&page=1&dateFilter=last_week',
            icon: ExchangeIcon,
            matchPaths: ['/admin/exchanges'],
            onClick: onNavigate,
          }),
          ...shown(seesRequests, {
            label: 'Cancellations',
            url: '/admin/cancellations?status=all&page=1&dateFilter=last_week',
            icon: XCircleIcon,
            matchPaths: ['/admin/cancellations'],
            onClick: onNavigate,
          }),
          ...shown(seesAnalytics, {
            label: 'Analytics',
            url: '/admin/analytics',
            icon: ChartVerticalIcon,
            onClick: onNavigate,
          }),
          ...shown(seesRequests, {
            label: 'Emails',
            url: '/admin/emails',
            icon: EmailIcon,
            matchPaths: ['/admin/emails'],
            onClick: onNavigate,
            subNavigationItems: [{ label: 'Sent emails', url: '/admin/emails/sent', onClick: onNavigate }],
          }),
          {
            label: 'Settings',
            url: '/admin/settings/general',
            icon: SettingsIcon,
            matchPaths: ['/admin/settings'],
            subNavigationItems: [
              { label: 'General', url: '/admin/settings/general', onClick: onNavigate },
              { label: 'Policies', url: '/admin/settings/policies', onClick: onNavigate },
              { label: 'Rules', url: '/admin/settings/rules', onClick: onNavigate },
              { label: 'Block and allow lists', url: '/admin/settings/lists', onClick: onNavigate },
              { label: 'Workflows', url: '/admin/settings/workflows', onClick: onNavigate },
              { label: 'Webhooks', url: '/admin/settings/webhooks', onClick: onNavigate },
              { label: 'Reasons', url: '/admin/settings/reasons', onClick: onNavigate },
              ...shown(seesDropOffPlaces, {
                label: 'Drop-off places',
                url: '/admin/settings/drop-off-places',
                onClick: onNavigate,
              }),
              { label: 'Couriers', url: '/admin/settings/couriers', onClick: onNavigate },
              { label: 'Tax and refunds', url: '/admin/settings/tax', onClick: onNavigate },
              { label: 'Shopify', url: '/admin/settings/shopify', onClick: onNavigate },
              { label: 'Plans and billing', url: '/admin/billing', onClick: onNavigate },
              { label: 'Store profile', url: '/admin/settings/store-profile', onClick: onNavigate },
              ...shown(seesStores, {
                label: 'Organisation',
                url: '/admin/settings/organization',
                onClick: onNavigate,
              }),
              ...shown(seesTeam, { label: 'Team', url: '/admin/settings/team', onClick: onNavigate }),
              ...shown(seesTeam, {
                label: 'Audit log',
                url: '/admin/settings/audit-log',
                onClick: onNavigate,
              }),
              ...shown(seesPayments, {
                label: 'Payments',
                url: '/admin/settings/payments',
                onClick: onNavigate,
              }),
              ...shown(seesWarehouses, {
                label: 'Warehouses',
                url: '/admin/settings/warehouses',
                onClick: onNavigate,
              }),
              ...shown(seesIntegrations, {
                label: 'Integrations',
                url: '/admin/settings/integrations',
                onClick: onNavigate,
              }),
              ...shown(seesIntegrations, { label: 'Apps', url: '/admin/settings/apps', onClick: onNavigate }),
            ],
          },
        ]}
      />
    </Navigation>
  );
}
