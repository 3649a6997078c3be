import type { RequestDetailResponse } from '@roundtrip/core';
import { BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import type { RunAction } from '../actions/use-run-action';
import { AddressModal, ContactModal } from './customer-edit-modals';

/** The shopper, how to reach them and where the pickup happens; contact and address are editable. */
export function CustomerCard({ request, run }: { request: RequestDetailResponse; run: RunAction }) {
  const [editing, setEditing] = useState<'contact' | 'address' | null>(null);
  const c = request.customer;
  const a = request.address;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Customer
        </Text>
        <Text as="p">{c.name || '—'}</Text>
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h3" variant="headingSm">
            Contact
          </Text>
          <Button variant="plain" onClick={() => setEditing('contact')} accessibilityLabel="Edit contact">
            Edit
          </Button>
        </InlineStack>
        <BlockStack gap="050">
          <Text as="p">{c.email || 'No email'}</Text>
          <Text as="p">{c.phone ? `${c.phone_dial_code} ${c.phone}` : 'No phone'}</Text>
        </BlockStack>
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h3" variant="headingSm">
            {request.method === 'pickup' ? 'Pickup address' : 'Address'}
          </Text>
          <Button variant="plain" onClick={() => setEditing('address')} accessibilityLabel="Edit address">
            Edit
          </Button>
        </InlineStack>
        {a ? (
          <BlockStack gap="050">
            <Text as="p">{`${a.first_name} ${a.last_name}`.trim()}</Text>
            <Text as="p">{[a.address_line_1, a.address_line_2].filter(Boolean).join(', ')}</Text>
            <Text as="p">{[a.city, a.province, a.postal_code].filter(Boolean).join(', ')}</Text>
            <Text as="p">{a.country}</Text>
          </BlockStack>
        ) : (
          <Text as="p" tone="subdued">
            No address
          </Text>
        )}
        {request.ship_to ? (
          <BlockStack gap="050">
            <Text as="h3" variant="headingSm">
              New item ships to
            </Text>
            <Text as="p">{`${request.ship_to.first_name} ${request.ship_to.last_name}`.trim()}</Text>
            <Text as="p">
              {[request.ship_to.address_line_1, request.ship_to.address_line_2].filter(Boolean).join(', ')}
            </Text>
            <Text as="p">
              {[request.ship_to.city, request.ship_to.province, request.ship_to.postal_code]
                .filter(Boolean)
                .join(', ')}
            </Text>
            <Text as="p">{request.ship_to.country}</Text>
          </BlockStack>
        ) : null}
        {request.bank ? (
          <BlockStack gap="050">
            <Text as="h3" variant="headingSm">
              Bank account
            </Text>
            <Text as="p">{request.bank.account_holder_name}</Text>
            <Text as="p">{`Account ending ${request.bank.account_number_last4} · ${request.bank.bank_code}`}</Text>
          </BlockStack>
        ) : null}
      </BlockStack>
      {editing === 'contact' ? (
        <ContactModal request={request} run={run} onClose={() => setEditing(null)} />
      ) : null}
      {editing === 'address' ? (
        <AddressModal request={request} run={run} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
