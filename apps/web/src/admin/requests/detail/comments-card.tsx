import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, Checkbox, InlineStack, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { formatDate } from '../../../lib/format-date';
import { errorToastMessage, isHttpError, successToastMessage } from '../../../lib/http';
import { dispatch } from '../../../lib/store';
import { PermissionButton } from '../../permission-button';
import { usePermission } from '../../permission-texts';
import { useRequestChanges } from '../use-requests';

const toast = (message: string, error = false) =>
  dispatch({ type: 'showToast', payload: { message, error } });

/** Comments: for the team, or sent to the shopper (their details page shows them). */
export function CommentsCard({ request }: { request: RequestDetailResponse }) {
  const { comment, deleteComment } = useRequestChanges(request.id);
  const may = usePermission('request.comment');
  const [message, setMessage] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  const post = () => {
    if (!message.trim()) return setError('Please write a comment');
    comment.mutate(
      { message: message.trim(), customer_visible: visible },
      {
        onSuccess: () => {
          setMessage('');
          setVisible(false);
          toast(successToastMessage('Comment posted'));
        },
        onError: (e) => {
          setError(isHttpError(e) && e.fields?.message ? e.fields.message : errorToastMessage(e));
          toast(errorToastMessage(e), true);
        },
      },
    );
  };

  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Comments
        </Text>
        {request.comments.length === 0 ? (
          <Text as="p" tone="subdued">
            No comments yet.
          </Text>
        ) : (
          <ul aria-label="Comments" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {request.comments.map((c) => (
              <li key={c.id} style={{ paddingBlock: 'var(--p-space-200)' }}>
                <BlockStack gap="100">
                  <InlineStack align="space-between" blockAlign="center">
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="span" fontWeight="semibold">
                        {c.author_name}
                      </Text>
                      {c.customer_visible ? (
                        <Badge tone="info">Sent to the shopper</Badge>
                      ) : (
                        <Badge>Team only</Badge>
                      )}
                    </InlineStack>
                    <PermissionButton
                      hint={may.hint}
                      variant="plain"
                      tone="critical"
                      onClick={() => setDeleting(c.id)}
                      accessibilityLabel={`Delete comment from ${formatDate(c.created_at, true)}`}
                    >
                      Delete
                    </PermissionButton>
                  </InlineStack>
                  <Text as="p">{c.message}</Text>
                  <Text as="p" tone="subdued" variant="bodySm">
                    {formatDate(c.created_at, true)}
                  </Text>
                </BlockStack>
              </li>
            ))}
          </ul>
        )}
        <TextField
          label="Add a comment"
          multiline={3}
          autoComplete="off"
          value={message}
          maxLength={2000}
          onChange={(v) => {
            setMessage(v);
            setError('');
          }}
          error={error || undefined}
        />
        <InlineStack align="space-between" blockAlign="center">
          <Checkbox label="Send to the shopper" checked={visible} onChange={setVisible} />
          <PermissionButton hint={may.hint} onClick={post} loading={comment.isPending}>
            Post comment
          </PermissionButton>
        </InlineStack>
      </BlockStack>
      <ConfirmDelete
        open={deleting !== null}
        title="Delete this comment?"
        message="A comment already sent to the shopper disappears from their page too."
        confirm="Delete comment"
        deleting={deleteComment.isPending}
        onConfirm={() =>
          deleting &&
          deleteComment.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              toast(successToastMessage('Comment deleted'));
            },
            onError: (e) => toast(errorToastMessage(e), true),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
