import { Loading } from '@shopify/polaris';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyWithReload } from '../lib/lazy-with-reload';
import { PolarisRoot } from '../polaris/polaris-root';
import { AdminFrame } from './frame/admin-frame';

const HomePage = lazyWithReload(() => import('./home/home-page'));
const AnalyticsPage = lazyWithReload(() => import('./analytics/analytics-page'));
const GeneralSettingsPage = lazyWithReload(() => import('./settings/general-settings-page'));
const AdminNotFoundPage = lazyWithReload(() => import('./admin-not-found-page'));
const ReturnsListPage = lazyWithReload(() => import('./requests/list/returns-list-page'));
const ExchangesListPage = lazyWithReload(() => import('./requests/list/exchanges-list-page'));
const CancellationsListPage = lazyWithReload(() => import('./requests/list/cancellations-list-page'));
const CancellationRequestPage = lazyWithReload(() => import('./requests/detail/cancellation-request-page'));
const ReturnRequestPage = lazyWithReload(() => import('./requests/detail/request-page'));
const ExchangeRequestPage = lazyWithReload(() => import('./requests/detail/exchange-request-page'));
const PoliciesPage = lazyWithReload(() => import('./policies/policies-page'));
const RulesPage = lazyWithReload(() => import('./rules/rules-page'));
const RuleEditorPage = lazyWithReload(() => import('./rules/rule-editor-page'));
const ReasonsPage = lazyWithReload(() => import('./reasons/reasons-page'));
const TaxPage = lazyWithReload(() => import('./tax/tax-page'));
const ListsPage = lazyWithReload(() => import('./lists/lists-page'));
const AuditLogPage = lazyWithReload(() => import('./audit/audit-log-page'));
const EmailsPage = lazyWithReload(() => import('./emails/emails-page'));
const SentEmailsPage = lazyWithReload(() => import('./emails/sent-emails-page'));
const DropOffPlacesPage = lazyWithReload(() => import('./settings/drop-off-places/drop-off-places-page'));
const ShopifyPage = lazyWithReload(() => import('./shopify/shopify-page'));
const TeamPage = lazyWithReload(() => import('./team/team-page'));
const CouriersPage = lazyWithReload(() => import('./couriers/couriers-page'));
const PaymentsPage = lazyWithReload(() => import('./payments/payments-page'));
const WarehousesPage = lazyWithReload(() => import('./warehouses/warehouses-page'));
const AppsPage = lazyWithReload(() => import('./apps/apps-page'));
const IntegrationsPage = lazyWithReload(() => import('./integrations/integrations-page'));
const WorkflowsPage = lazyWithReload(() => import('./workflows/workflows-page'));
const WorkflowEditorPage = lazyWithReload(() => import('./workflows/workflow-editor-page'));
const WebhooksPage = lazyWithReload(() => import('./webhooks/webhooks-page'));
const ProfilePage = lazyWithReload(() => import('./profile/profile-page'));
const OrganizationPage = lazyWithReload(() => import('./organization/organization-page'));
const StoreProfilePage = lazyWithReload(() => import('./store-profile/store-profile-page'));
const NewRequestPage = lazyWithReload(() => import('./new-request/new-request-page'));
const BillingPage = lazyWithReload(() => import('./billing/billing-page'));
const DemoBillingPage = lazyWithReload(() => import('./billing/demo-billing-page'));
const BillingReturnPage = lazyWithReload(() => import('./billing/billing-return-page'));

export function createQueryClient() {
  // Failures surface at once (the http client already refreshes sessions); no refetch on focus.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export default function AdminApp({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <PolarisRoot>
      <QueryClientProvider client={client}>
        <AdminFrame>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route index element={<Navigate to="dashboard" replace />} />
              <Route path="dashboard" element={<HomePage />} />
              <Route path="analytics" element={<AnalyticsPage />} />
              <Route path="returns" element={<ReturnsListPage />} />
              <Route path="returns/new" element={<NewRequestPage />} />
              <Route path="returns/:id" element={<ReturnRequestPage />} />
              <Route path="exchanges" element={<ExchangesListPage />} />
              <Route path="exchanges/:id" element={<ExchangeRequestPage />} />
              <Route path="cancellations" element={<CancellationsListPage />} />
              <Route path="cancellations/:id" element={<CancellationRequestPage />} />
              <Route path="settings" element={<Navigate to="general" replace />} />
              <Route path="settings/general" element={<GeneralSettingsPage />} />
              <Route path="settings/policies" element={<PoliciesPage />} />
              <Route path="settings/rules" element={<RulesPage />} />
              <Route path="settings/rules/:type/:id" element={<RuleEditorPage />} />
              <Route path="settings/reasons" element={<ReasonsPage />} />
              <Route path="settings/tax" element={<TaxPage />} />
              <Route path="settings/lists" element={<ListsPage />} />
              <Route path="settings/audit-log" element={<AuditLogPage />} />
              <Route path="settings/drop-off-places" element={<DropOffPlacesPage />} />
              <Route path="settings/shopify" element={<ShopifyPage />} />
              <Route path="settings/team" element={<TeamPage />} />
              <Route path="settings/store-profile" element={<StoreProfilePage />} />
              <Route path="settings/organization" element={<OrganizationPage />} />
              <Route path="settings/couriers" element={<CouriersPage />} />
              <Route path="settings/payments" element={<PaymentsPage />} />
              <Route path="settings/warehouses" element={<WarehousesPage />} />
              <Route path="settings/apps" element={<AppsPage />} />
              <Route path="settings/integrations" element={<IntegrationsPage />} />
              <Route path="settings/workflows" element={<WorkflowsPage />} />
              <Route path="settings/workflows/:id" element={<WorkflowEditorPage />} />
              <Route path="settings/webhooks" element={<WebhooksPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="billing" element={<BillingPage />} />
              <Route path="billing/demo" element={<DemoBillingPage />} />
              <Route path="billing/return" element={<BillingReturnPage />} />
              <Route path="emails" element={<EmailsPage />} />
              <Route path="emails/sent" element={<SentEmailsPage />} />
              <Route path="*" element={<AdminNotFoundPage />} />
            </Routes>
          </Suspense>
        </AdminFrame>
      </QueryClientProvider>
    </PolarisRoot>
  );
}
