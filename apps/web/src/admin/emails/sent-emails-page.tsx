import type { SentEmailListResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Card,
  EmptyState,
  IndexTable,
  Modal,
  Page,
  Pagination,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { useState } from 'react';
import { formatDate } from '../../lib/format-date';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { EmailFrame } from './email-frame';
import { useSentEmail, useSentEmails } from './use-emails';

type Status = SentEmailListResponse['docs'][number]['status'];
const STATUS: Record<Status, { label: string; tone?: 'success' | 'critical' }> = {
  queued: { label: 'Sending' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Not sent', tone: 'critical' },
  bounced: { label: 'Bounced', tone: 'critical' },
};

/** Every email of the store, newest first: without SMTP this is the outbox, exactly as shoppers would get it. */
export default function SentEmailsPage() {
  useDocumentTitle('Sent emails');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, isLoading } = useSentEmails(page);
  const docs = data?.docs ?? [];
  return (
    <Page
      title="Sent emails"
      backAction={{ content: 'Emails', url: '/admin/emails' }}
      subtitle="Without an SMTP server (SMTP_URL) emails stay here instead of being delivered."
    >
      <Card padding="0">
        {error ? (
          <Banner tone="critical" title="Sent emails could not be loaded">
            {errorToastMessage(error)}
          </Banner>
        ) : isLoading ? (
          <SkeletonBodyText lines={6} />
        ) : docs.length === 0 ? (
          <EmptyState heading="No emails yet" image="">
            <p>Emails appear here as requests come in and move along.</p>
          </EmptyState>
        ) : (
          <IndexTable
            resourceName={{ singular: 'email', plural: 'emails' }}
            itemCount={docs.length}
            selectable={false}
            headings={[
              { title: 'Subject' },
              { title: 'To' },
              { title: 'Request' },
              { title: 'Time' },
              { title: 'Status' },
            ]}
          >
            {docs.map((e, i) => (
              <IndexTable.Row id={e.id} key={e.id} position={i} onClick={() => setOpen(e.id)}>
                <IndexTable.Cell>
                  <Text as="span" fontWeight="semibold">
                    {e.subject || 'Not written yet'}
                  </Text>
                </IndexTable.Cell>
                <IndexTable.Cell>{e.recipient}</IndexTable.Cell>
                {/* Invites and password resets belong to no request. */}
                <IndexTable.Cell>{e.request_id ? e.request_name : 'Team account'}</IndexTable.Cell>
                <IndexTable.Cell>{formatDate(e.sent_at ?? e.created_at, true)}</IndexTable.Cell>
                <IndexTable.Cell>
                  <Badge {...(STATUS[e.status].tone ? { tone: STATUS[e.status].tone } : {})}>
                    {STATUS[e.status].label}
                  </Badge>
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )}
      </Card>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <Pagination
          hasPrevious={page > 1}
          onPrevious={() => setPage(page - 1)}
          hasNext={page * 20 < (data?.total ?? 0)}
          onNext={() => setPage(page + 1)}
        />
      </div>
      {open && <SentEmailModal id={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function SentEmailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useSentEmail(id);
  return (
    <Modal open onClose={onClose} title={data?.subject ?? 'Email'} size="large">
      <Modal.Section>
        {error ? (
          <Banner tone="critical">{errorToastMessage(error)}</Banner>
        ) : !data ? (
          <SkeletonBodyText lines={6} />
        ) : (
          <BlockStack gap="200">
            <Text as="p" tone="subdued">
              {`To ${data.recipient} · ${formatDate(data.sent_at ?? data.created_at, true)}${
                data.last_error ? ` · ${data.last_error}` : ''
              }`}
            </Text>
            {data.html ? (
              <EmailFrame title="Sent email" html={data.html} />
            ) : (
              <Text as="p">Not written yet.</Text>
            )}
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}
