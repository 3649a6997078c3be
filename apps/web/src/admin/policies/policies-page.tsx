import type { PolicySettingsResponse } from '@roundtrip/core';
import { type Feature, planLabel } from '@roundtrip/core/plans';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Layout,
  Page,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { PageSaveBar } from './block-save-bar';
import { PolicyBlockCard } from './policy-block-card';
import { PolicyPreview } from './policy-preview';
import { groupBlocks } from './settings-groups';
import { UpsellModal } from './upsell-modal';
import { usePolicies } from './use-policies';
import { usePolicyDraft } from './use-policy-draft';

export default function PoliciesPage() {
  useDocumentTitle('Policies');
  const { data, error } = usePolicies();
  const [upsell, setUpsell] = useState<Feature | null>(null);

  return (
    <Page
      title="Policies"
      subtitle="What shoppers may return or exchange, when, and how they are refunded."
      backAction={{ content: 'Settings', url: '/admin/settings/general' }}
      titleMetadata={data ? <Badge>{planLabel(data.plan)}</Badge> : undefined}
    >
      {error ? (
        <Banner tone="critical" title="Policies could not be loaded">
          {errorToastMessage(error)}
        </Banner>
      ) : data ? (
        <PoliciesForm data={data} onUpsell={setUpsell} />
      ) : (
        <Card>
          <SkeletonBodyText lines={8} />
        </Card>
      )}
      <UpsellModal feature={upsell} onClose={() => setUpsell(null)} />
    </Page>
  );
}

/** Grouped sections with a left index and a search over every setting; one save bar for the page. */
function PoliciesForm({ data, onUpsell }: { data: PolicySettingsResponse; onUpsell: (f: Feature) => void }) {
  const [query, setQuery] = useState('');
  const form = usePolicyDraft(data, onUpsell);
  const groups = groupBlocks(data.blocks, query);
  const jump = (id: string) =>
    document.getElementById(`group-${id}`)?.scrollIntoView?.({ behavior: 'smooth' });

  return (
    <>
      <PageSaveBar dirty={form.dirty} saving={form.saving} onSave={form.submit} onDiscard={form.discard} />
      <Layout>
        <Layout.Section variant="oneThird">
          <div style={{ position: 'sticky', top: 'var(--p-space-400)' }}>
            <Card>
              <BlockStack gap="300">
                <TextField
                  label="Search settings"
                  labelHidden
                  placeholder="Search settings"
                  prefix={<SearchIcon width={20} />}
                  value={query}
                  onChange={setQuery}
                  clearButton
                  onClearButtonClick={() => setQuery('')}
                  autoComplete="off"
                />
                <nav aria-label="Settings sections">
                  <BlockStack gap="100">
                    {groups.map((g) => (
                      <Box key={g.id}>
                        <Button variant="plain" onClick={() => jump(g.id)}>
                          {`${g.title} (${g.blocks.length})`}
                        </Button>
                      </Box>
                    ))}
                  </BlockStack>
                </nav>
              </BlockStack>
            </Card>
          </div>
        </Layout.Section>
        <Layout.Section>
          <BlockStack gap="600">
            {form.formError && (
              <Banner tone="critical" title="Not saved">
                {form.formError}
              </Banner>
            )}
            <PolicyPreview changes={form.changes} />
            {groups.length === 0 && (
              <Card>
                <Text as="p" tone="subdued">{`No settings match "${query}".`}</Text>
              </Card>
            )}
            {groups.map((group) => (
              <section key={group.id} id={`group-${group.id}`} aria-labelledby={`group-title-${group.id}`}>
                <BlockStack gap="400">
                  <Text as="h2" variant="headingLg" id={`group-title-${group.id}`}>
                    {group.title}
                  </Text>
                  {group.blocks.map((block) => (
                    <PolicyBlockCard
                      key={block.id}
                      block={block}
                      draft={form.draft}
                      set={form.set}
                      errors={form.errors}
                      onUpsell={onUpsell}
                    />
                  ))}
                </BlockStack>
              </section>
            ))}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </>
  );
}
