import { inviteEmailResponse, type TeamMember } from '@roundtrip/core';
import { Banner, BlockStack, Modal, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { errorToastMessage, http } from '../../lib/http';

/**
 * The invite as it was emailed. Without SMTP nothing leaves the machine, so this is where the inviter
 * finds the link to hand over.
 */
export function InviteEmailModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const email = useQuery({
    queryKey: ['invite-email', member?.id],
    queryFn: () => http.get(`/user/v1/${member?.id}/invite-email`, { schema: inviteEmailResponse }),
    enabled: member !== null,
  });
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={`Invite for ${member?.email ?? ''}`}
      secondaryActions={[{ content: 'Close', onAction: onClose }]}
    >
      <Modal.Section>
        {email.error ? (
          <Banner tone="critical">{errorToastMessage(email.error)}</Banner>
        ) : !email.data ? (
          <SkeletonBodyText lines={4} />
        ) : (
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">
              {email.data.subject}
            </Text>
            <TextField
              label="Invite email"
              labelHidden
              readOnly
              multiline={8}
              autoComplete="off"
              value={email.data.body}
            />
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}
