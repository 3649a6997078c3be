import {
  type PORTAL_LANGUAGES,
  REASON_KINDS,
  type ReturnReason,
  reasonBody,
  reasonListResponse,
  reasonView,
} from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Checkbox,
  FormLayout,
  InlineStack,
  Layout,
  Modal,
  Page,
  Select,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon } from '@shopify/polaris-icons';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDelete } from '../../components/confirm-delete';
import { fieldAlert } from '../../components/field-alert';
import { errorToastMessage, http } from '../../lib/http';
import { reorderedIds } from '../../lib/reordered-ids';
import { showErrorToast } from '../../lib/toasts';
import { useListEditing } from '../../lib/use-list-editing';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { lockedBy, usePermission } from '../permission-texts';
import { reasonsQuery } from './use-reasons';

const BASE = '/return-exchange-reason/v1';
const KIND_LABELS: Record<(typeof REASON_KINDS)[number], string> = {
  return: 'Returns',
  exchange: 'Exchanges',
  both: 'Returns and exchanges',
};
/** The portal's other languages, where a shopper reads the name as translated. */
const OTHER_LANGUAGES = { hi: 'Hindi' } as const satisfies Partial<
  Record<(typeof PORTAL_LANGUAGES)[number], string>
>;
type OtherLanguage = keyof typeof OTHER_LANGUAGES;
type ReasonForm = {
  name: string;
  translations: Record<OtherLanguage, string>;
  kind: ReturnReason['kind'];
  requires_media: boolean;
  requires_comment: boolean;
  active: boolean;
};
const emptyReason: ReasonForm = {
  name: '',
  translations: { hi: '' },
  kind: 'both',
  requires_media: false,
  requires_comment: false,
  active: true,
};

const formOf = (r: ReturnReason): ReasonForm => ({
  name: r.name,
  translations: { hi: r.translations.hi ?? '' },
  kind: r.kind,
  requires_media: r.requires_media,
  requires_comment: r.requires_comment,
  active: r.active,
});

/** Reasons shoppers pick: name, which need photos, return or exchange or both, and their order. */
export default function ReasonsPage() {
  useDocumentTitle('Reasons');
  const edit = usePermission('setting.policy.all');
  const list = useListEditing({
    query: reasonsQuery,
    empty: emptyReason,
    check: ({ form }) => reasonBody.safeParse(form),
    save: ({ item, form }) =>
      item
        ? http.put(`${BASE}/${item.id}`, form, { schema: reasonView })
        : http.post(BASE, form, { schema: reasonView }),
    saved: (r) => `${r.name} saved`,
    remove: (r) => http.delete(`${BASE}/${r.id}`),
  });
  const { error, isLoading } = list.query;
  const { refresh, errors, editing, change: setForm } = list;
  const reasons = list.items;

  const toggle = useMutation({
    mutationFn: (r: ReturnReason) =>
      http.patch(`${BASE}/${r.id}`, { active: !r.active }, { schema: reasonView }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => http.post(`${BASE}/reorder`, { ids }, { schema: reasonListResponse }),
    onSuccess: refresh,
  });
  return (
    <Page
      title="Reasons"
      subtitle="The reasons shoppers choose from, in this order."
      backAction={{ content: 'Policies', url: '/admin/settings/policies' }}
      primaryAction={{
        content: 'Add reason',
        onAction: list.add,
        ...lockedBy('Add reason', edit.hint),
      }}
    >
      <Layout>
        <Layout.Section>
          <Card padding="0">
            {error ? (
              <Banner tone="critical" title="Reasons could not be loaded">
                {errorToastMessage(error)}
              </Banner>
            ) : isLoading ? (
              <Box padding="400">
                <SkeletonBodyText lines={5} />
              </Box>
            ) : reasons.length === 0 ? (
              <Box padding="400">
                <Text as="p">No reasons yet.</Text>
              </Box>
            ) : (
              <ol aria-label="Reasons" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {reasons.map((r, index) => (
                  <li key={r.id} aria-label={r.name}>
                    <Box padding="400" borderBlockStartWidth={index ? '025' : '0'} borderColor="border">
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <BlockStack gap="100">
                          <InlineStack gap="200" blockAlign="center">
                            <Button variant="plain" onClick={() => list.edit(r, formOf(r))}>
                              {r.name}
                            </Button>
                            <Badge tone={r.active ? 'success' : undefined}>{r.active ? 'On' : 'Off'}</Badge>
                          </InlineStack>
                          <Text as="p" tone="subdued">
                            {[
                              KIND_LABELS[r.kind],
                              r.requires_media ? 'photos required' : '',
                              r.requires_comment ? 'comment required' : '',
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </BlockStack>
                        <InlineStack gap="100">
                          <PermissionButton
                            hint={edit.hint}
                            onClick={() => toggle.mutate(r, { onError: showErrorToast })}
                            accessibilityLabel={`Turn ${r.active ? 'off' : 'on'} ${r.name}`}
                          >
                            {r.active ? 'Turn off' : 'Turn on'}
                          </PermissionButton>
                          <PermissionButton
                            hint={edit.hint}
                            icon={ArrowUpIcon}
                            variant="tertiary"
                            disabled={index === 0 || reorder.isPending}
                            accessibilityLabel={`Move ${r.name} up`}
                            onClick={() =>
                              reorder.mutate(
                                reorderedIds(
                                  reasons.map((x) => x.id),
                                  r.id,
                                  -1,
                                ),
                                { onError: showErrorToast },
                              )
                            }
                          />
                          <PermissionButton
                            hint={edit.hint}
                            icon={ArrowDownIcon}
                            variant="tertiary"
                            disabled={index === reasons.length - 1 || reorder.isPending}
                            accessibilityLabel={`Move ${r.name} down`}
                            onClick={() =>
                              reorder.mutate(
                                reorderedIds(
                                  reasons.map((x) => x.id),
                                  r.id,
                                  1,
                                ),
                                { onError: showErrorToast },
                              )
                            }
                          />
                          <PermissionButton
                            hint={edit.hint}
                            icon={DeleteIcon}
                            variant="tertiary"
                            tone="critical"
                            accessibilityLabel={`Delete ${r.name}`}
                            onClick={() => list.askDelete(r)}
                          />
                        </InlineStack>
                      </InlineStack>
                    </Box>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Layout.Section>
      </Layout>
      <Modal
        open={editing !== null}
        onClose={list.close}
        title={editing?.item ? 'Edit reason' : 'Add reason'}
        primaryAction={{
          content: 'Save reason',
          onAction: list.submit,
          loading: list.saving,
          ...lockedBy('Save reason', edit.hint),
        }}
        secondaryActions={[{ content: 'Cancel', onAction: list.close }]}
      >
        <Modal.Section>
          {editing && (
            <FormLayout>
              <TextField
                label="Reason name"
                autoComplete="off"
                value={editing.form.name}
                onChange={(name) => setForm({ name })}
                error={fieldAlert(errors.name)}
              />
              {(Object.keys(OTHER_LANGUAGES) as OtherLanguage[]).map((lang) => (
                <TextField
                  key={lang}
                  label={`Name in ${OTHER_LANGUAGES[lang]}`}
                  helpText={`Optional: shoppers reading ${OTHER_LANGUAGES[lang]} see the name above where this is empty.`}
                  autoComplete="off"
                  value={editing.form.translations[lang]}
                  onChange={(text) =>
                    setForm({ translations: { ...editing.form.translations, [lang]: text } })
                  }
                  error={fieldAlert(errors[`translations.${lang}`])}
                />
              ))}
              <Select
                label="Offered for"
                options={REASON_KINDS.map((k) => ({ label: KIND_LABELS[k], value: k }))}
                value={editing.form.kind}
                onChange={(kind) => setForm({ kind: kind as ReasonForm['kind'] })}
              />
              <Checkbox
                label="Shopper must add photos or a video"
                checked={editing.form.requires_media}
                onChange={(requires_media) => setForm({ requires_media })}
              />
              <Checkbox
                label="Shopper must write a comment"
                checked={editing.form.requires_comment}
                onChange={(requires_comment) => setForm({ requires_comment })}
              />
              <Checkbox
                label="Reason is on"
                checked={editing.form.active}
                onChange={(active) => setForm({ active })}
              />
            </FormLayout>
          )}
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        {...list.confirm}
        title={`Delete ${list.deleting?.name ?? 'reason'}?`}
        message="Shoppers will no longer see this reason. Requests that used it keep it."
      />
    </Page>
  );
}
