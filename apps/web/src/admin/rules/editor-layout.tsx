import {
  Banner,
  BlockStack,
  Card,
  Checkbox,
  Form,
  FormLayout,
  Layout,
  Page,
  PageActions,
  TextField,
} from '@shopify/polaris';
import type { ReactNode } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { lockedBy } from '../permission-texts';

type Props = {
  title: string;
  subtitle?: string;
  back: { content: string; url: string };
  formError: string | null;
  name: string;
  nameError?: string;
  onName(name: string): void;
  /** The on/off switch's label, e.g. "Rule is on". */
  activeLabel: string;
  active: boolean;
  onActive(active: boolean): void;
  /** Fields after the name and the switch, in the same card. */
  headerFields?: ReactNode;
  /** The cards after the first. */
  children: ReactNode;
  saveLabel: string;
  saving: boolean;
  /** Why the member may not save (the permission it needs), or undefined when they may. */
  saveHint: string | undefined;
  onSubmit(): void;
  onCancel(): void;
};

/** The editor of a named, switchable automation (rules and workflows): first card, cards, save bar. */
export function EditorLayout(p: Props) {
  return (
    <Page title={p.title} subtitle={p.subtitle} backAction={p.back}>
      <Form onSubmit={p.onSubmit} noValidate>
        <Layout>
          {p.formError && (
            <Layout.Section>
              <Banner tone="critical">{p.formError}</Banner>
            </Layout.Section>
          )}
          <Layout.Section>
            <BlockStack gap="400">
              <Card>
                <FormLayout>
                  <TextField
                    label="Name"
                    autoComplete="off"
                    value={p.name}
                    onChange={p.onName}
                    error={fieldAlert(p.nameError)}
                  />
                  <Checkbox label={p.activeLabel} checked={p.active} onChange={p.onActive} />
                  {p.headerFields}
                </FormLayout>
              </Card>
              {p.children}
            </BlockStack>
          </Layout.Section>
          <Layout.Section>
            <PageActions
              primaryAction={{
                content: p.saveLabel,
                onAction: p.onSubmit,
                loading: p.saving,
                ...lockedBy(p.saveLabel, p.saveHint),
              }}
              secondaryActions={[{ content: 'Cancel', onAction: p.onCancel }]}
            />
          </Layout.Section>
        </Layout>
      </Form>
    </Page>
  );
}
