import type { AppView, AppWithKey } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Card,
  InlineStack,
  Layout,
  Page,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { usePermission } from '../permission-texts';
import { CreateAppCard } from './create-app-card';
import { NewKeyBanner } from './new-key-banner';
import { useApps } from './use-apps';

/** Apps and their API keys (docs/apps.md): each key calls the public API with its app's scopes only. */
export default function AppsPage() {
  useDocumentTitle('Apps and API keys');
  const [shown, setShown] = useState<AppWithKey | null>(null);
  const { apps, scopes, create, integrate, deactivate, remove } = useApps(setShown);
  const error = apps.error ?? scopes.error;
  const edit = usePermission('setting.integration.edit');
  return (
    <Page
      title="Apps and API keys"
      subtitle="Your own systems call Roundtrip's API with an app's key, limited to the scopes you grant."
      backAction={{ content: 'Integrations', url: '/admin/settings/integrations' }}
    >
      <Layout>
        {shown && (
          <Layout.Section>
            <NewKeyBanner app={shown} onDismiss={() => setShown(null)} />
          </Layout.Section>
        )}
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="Apps could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : !apps.data || !scopes.data ? (
            <SkeletonBodyText lines={6} />
          ) : (
            <BlockStack gap="400">
              <CreateAppCard
                scopes={scopes.data.docs}
                creating={create.isPending}
                hint={edit.hint}
                onCreate={(body) => create.mutateAsync(body)}
              />
              {apps.data.docs.length === 0 ? (
                <Card>
                  <Text as="p" tone="subdued">
                    No apps yet.
                  </Text>
                </Card>
              ) : (
                apps.data.docs.map((app) => (
                  <AppCard
                    key={app.id}
                    app={app}
                    hint={edit.hint}
                    onIntegrate={() => integrate.mutate(app.id)}
                    onDeactivate={() => deactivate.mutate(app.id)}
                    onDelete={() => remove.mutate(app.id)}
                  />
                ))
              )}
            </BlockStack>
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}

function AppCard(props: {
  app: AppView;
  hint: string | undefined;
  onIntegrate: () => void;
  onDeactivate: () => void;
  onDelete: () => void;
}) {
  const { app } = props;
  return (
    <Card>
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm">
            {app.name}
          </Text>
          <Badge tone={app.active ? 'success' : undefined}>{app.active ? 'Active' : 'Deactivated'}</Badge>
        </InlineStack>
        {app.description && <Text as="p">{app.description}</Text>}
        <Text as="p" tone="subdued">
          Key {app.key_prefix}… · Scopes: {app.scopes.join(', ')}
        </Text>
        <InlineStack gap="200">
          <PermissionButton hint={props.hint} onClick={props.onIntegrate}>
            {app.active ? 'Regenerate key' : 'Activate with a new key'}
          </PermissionButton>
          {app.active && (
            <PermissionButton hint={props.hint} onClick={props.onDeactivate}>
              Deactivate
            </PermissionButton>
          )}
          <PermissionButton hint={props.hint} tone="critical" onClick={props.onDelete}>
            Delete
          </PermissionButton>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
