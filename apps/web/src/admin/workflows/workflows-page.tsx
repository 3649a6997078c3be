import { TRIGGER_LABELS } from '@roundtrip/core/workflows';
import { Badge, BlockStack, InlineStack, Layout, Page, ResourceList, Text } from '@shopify/polaris';
import { useNavigate } from 'react-router-dom';
import { ListCard } from '../../components/list-card';
import { successToastMessage } from '../../lib/http';
import { dispatch } from '../../lib/store';
import { showErrorToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';
import { AutomationCard } from './automation-card';
import { useWorkflowMutations, useWorkflows } from './use-workflows';

/** The store's workflows and automation settings (docs/workflows.md). */
export default function WorkflowsPage() {
  useDocumentTitle('Workflows');
  const navigate = useNavigate();
  const { data, isLoading } = useWorkflows();
  const { toggle, remove } = useWorkflowMutations();
  const edit = usePermission('setting.automation.edit');
  const done = (message: string) => ({
    onSuccess: () => dispatch({ type: 'showToast', payload: { message: successToastMessage(message) } }),
    onError: showErrorToast,
  });
  return (
    <Page
      title="Workflows"
      subtitle="Act on requests by themselves: a trigger, conditions and actions"
      primaryAction={{
        content: 'Create workflow',
        onAction: () => navigate('/admin/settings/workflows/new'),
        ...lockedBy('Create workflow', edit.hint),
      }}
    >
      <Layout>
        <Layout.Section>
          <ListCard
            loading={isLoading}
            singular="workflow"
            plural="workflows"
            items={data?.docs ?? []}
            empty="No workflows yet."
            renderItem={(w) => (
              <ResourceList.Item
                id={w.id}
                url={`/admin/settings/workflows/${w.id}`}
                accessibilityLabel={`Edit ${w.name}`}
              >
                <InlineStack align="space-between" blockAlign="center">
                  <BlockStack gap="100">
                    <Text as="h3" variant="bodyMd" fontWeight="semibold">
                      {w.name}
                    </Text>
                    <Text as="p" tone="subdued">
                      {`${TRIGGER_LABELS[w.trigger]}${w.trigger_days ? ` (${w.trigger_days} days)` : ''} · ${w.actions.length} action(s) · ran ${w.runs} time(s)`}
                    </Text>
                    <Text as="p" tone="subdued">
                      {w.author
                        ? `Acts within ${w.author}'s permissions`
                        : 'Its author left the team: it acts no more'}
                    </Text>
                    {w.last_refusal && (
                      <Text as="p" tone="critical">
                        {w.last_refusal}
                      </Text>
                    )}
                  </BlockStack>
                  <InlineStack gap="200" blockAlign="center">
                    <Badge tone={w.active ? 'success' : undefined}>{w.active ? 'On' : 'Off'}</Badge>
                    <PermissionButton
                      hint={edit.hint}
                      onClick={() => toggle.mutate({ id: w.id, active: !w.active }, done('Workflow saved'))}
                    >
                      {w.active ? `Turn off ${w.name}` : `Turn on ${w.name}`}
                    </PermissionButton>
                    <PermissionButton
                      hint={edit.hint}
                      tone="critical"
                      onClick={() => remove.mutate(w.id, done('Workflow deleted'))}
                    >
                      {`Delete ${w.name}`}
                    </PermissionButton>
                  </InlineStack>
                </InlineStack>
              </ResourceList.Item>
            )}
          />
        </Layout.Section>
        <Layout.Section>
          <AutomationCard />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
