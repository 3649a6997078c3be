import {
  DEFAULT_PERMISSIONS,
  inviteUserBody,
  messageResponse,
  type TeamMember,
  teamMember,
  updateUserBody,
  userListResponse,
} from '@roundtrip/core';
import {
  Badge,
  Banner,
  Box,
  Button,
  Card,
  InlineStack,
  Modal,
  Page,
  Pagination,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm-delete';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useListEditing } from '../../lib/use-list-editing';
import { useDocumentTitle } from '../frame/use-document-title';
import { lockedBy, needsPermission } from '../permission-texts';
import { useCan, useMe } from '../profile/use-me';
import { InviteEmailModal } from './invite-email-modal';
import { MemberFields, type MemberForm } from './member-form';

const LIMIT = 20;
const blank: MemberForm = { email: '', name: '', permissions: [...DEFAULT_PERMISSIONS] };

/** The store's team (docs/team.md); inviting, editing and removing show only with `user.edit`. */
export default function TeamPage() {
  useDocumentTitle('Team');
  const canEdit = useCan('user.edit');
  const me = useMe().data;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useListEditing({
    query: {
      queryKey: ['team', page, search],
      queryFn: () =>
        http.get(`/user/v1?page=${page}&limit=${LIMIT}&search=${encodeURIComponent(search)}`, {
          schema: userListResponse,
        }),
    },
    empty: blank,
    check: ({ item, form }) => {
      if (!item) return inviteUserBody.safeParse(form);
      // An admin's permissions are not edited here: only the name is sent.
      return updateUserBody.safeParse({
        name: form.name,
        ...(item.user_type !== 'admin' && { permissions: form.permissions }),
      });
    },
    save: ({ item }, body) =>
      item
        ? http.put(`/user/v1/${item.id}`, body, { schema: teamMember })
        : http.post('/user/v1', body, { schema: teamMember }),
    saved: (m, { item }) => (item ? `${m.email} saved` : `Invitation sent to ${m.email}`),
    remove: (m) => http.delete(`/user/v1/${m.id}`),
    removed: (m) => `${m.email} removed`,
  });
  const [showingInvite, setShowingInvite] = useState<TeamMember | null>(null);
  const reset = useMutation({
    mutationFn: (m: TeamMember) => http.patch(`/user/v1/${m.id}`, undefined, { schema: messageResponse }),
  });
  const team = list.query;
  const { editing } = list;
  const members = list.items;
  const total = team.data?.total ?? 0;

  return (
    <Page
      title="Team"
      backAction={{ content: 'Settings', url: '/admin/settings/general' }}
      primaryAction={{
        content: 'Invite member',
        onAction: list.add,
        ...lockedBy('Invite member', canEdit ? undefined : needsPermission('user.edit')),
      }}
    >
      <Card padding="0">
        <Box padding="400">
          <TextField
            label="Search by name or email"
            autoComplete="off"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            clearButton
            onClearButtonClick={() => setSearch('')}
          />
        </Box>
        {team.error ? (
          <Banner tone="critical" title="The team could not be loaded">
            {errorToastMessage(team.error)}
          </Banner>
        ) : team.isLoading ? (
          <Box padding="400">
            <SkeletonBodyText lines={3} />
          </Box>
        ) : members.length === 0 ? (
          <Box padding="400">
            <Text as="p">No members match.</Text>
          </Box>
        ) : (
          <ul aria-label="Team members" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {members.map((m) => (
              <li key={m.id} aria-label={m.email}>
                <Box padding="400" borderBlockStartWidth="025" borderColor="border">
                  <InlineStack align="space-between" blockAlign="center" gap="200">
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="span" variant="headingSm">
                        {m.name || m.email}
                      </Text>
                      {m.name && <Text as="span">{m.email}</Text>}
                      <Badge>
                        {m.user_type === 'admin' ? 'Admin' : `${m.permissions.length} permissions`}
                      </Badge>
                      {m.status === 'invited' && <Badge tone="attention">Invited</Badge>}
                    </InlineStack>
                    {canEdit && (me?.user_type === 'admin' || m.user_type !== 'admin') && (
                      <InlineStack gap="100">
                        <Button
                          accessibilityLabel={`Edit ${m.email}`}
                          onClick={() =>
                            list.edit(m, { email: m.email, name: m.name, permissions: m.permissions })
                          }
                        >
                          Edit
                        </Button>
                        <Button
                          // The accessible name starts with the visible words (WCAG 2.5.3, axe).
                          accessibilityLabel={`${m.status === 'invited' ? 'Resend invite' : 'Reset password'} for ${m.email}`}
                          loading={reset.isPending && reset.variables?.id === m.id}
                          onClick={() =>
                            reset.mutate(m, {
                              onSuccess: (r) => showSuccessToast(r.message),
                              onError: showErrorToast,
                            })
                          }
                        >
                          {m.status === 'invited' ? 'Resend invite' : 'Reset password'}
                        </Button>
                        {m.status === 'invited' && (
                          <Button
                            accessibilityLabel={`Show invite for ${m.email}`}
                            onClick={() => setShowingInvite(m)}
                          >
                            Show invite
                          </Button>
                        )}
                        {m.id !== me?.id && (
                          <Button
                            tone="critical"
                            variant="tertiary"
                            accessibilityLabel={`Remove ${m.email}`}
                            onClick={() => list.askDelete(m)}
                          >
                            Remove
                          </Button>
                        )}
                      </InlineStack>
                    )}
                  </InlineStack>
                </Box>
              </li>
            ))}
          </ul>
        )}
        {total > LIMIT && (
          <Box padding="400">
            <Pagination
              hasPrevious={page > 1}
              onPrevious={() => setPage(page - 1)}
              hasNext={page * LIMIT < total}
              onNext={() => setPage(page + 1)}
              label={`Page ${page} of ${Math.ceil(total / LIMIT)}`}
            />
          </Box>
        )}
      </Card>
      <Modal
        open={editing !== null}
        onClose={list.close}
        title={editing?.item ? `Edit ${editing.item.email}` : 'Invite a member'}
        primaryAction={{
          content: editing?.item ? 'Save member' : 'Send invitation',
          onAction: list.submit,
          loading: list.saving,
        }}
        secondaryActions={[{ content: 'Cancel', onAction: list.close }]}
      >
        <Modal.Section>
          {editing && (
            <MemberFields
              form={editing.form}
              errors={list.errors}
              editing={editing.item ?? null}
              onChange={list.change}
            />
          )}
        </Modal.Section>
      </Modal>
      <InviteEmailModal member={showingInvite} onClose={() => setShowingInvite(null)} />
      <ConfirmDelete
        {...list.confirm}
        title={`Remove ${list.deleting?.email ?? ''}?`}
        message="They lose access at once, on their next click. What they did stays in the history."
      />
    </Page>
  );
}
