import { addMessages } from './i18n';

export const enDetails = {
  details: {
    title: 'Request details',
    request: 'Request {{name}}',
    created: 'Requested on {{date}}',
    order: 'Order {{name}}',
    status: 'Status',
    items: 'Items',
    reason: 'Reason: {{reason}}',
    comment: 'Comment: {{comment}}',
    newItem: 'New item: {{title}} × {{count}}',
    refundMode: 'Refund method',
    refundAmount: 'Refund amount',
    amountDue: 'You pay',
    returnFee: 'Return fee',
    bonus: 'Store credit bonus',
    bankAccount: '{{name}}, account ending {{last4}}, {{code}}',
    method: 'Return method',
    address: 'Address',
    contact: 'Contact',
    timeline: 'Progress',
    tracking: 'Tracking',
    trackingNumber: '{{company}}: {{number}}',
    trackOnline: 'Track your parcel',
    messages: 'Messages from the store',
    noMessages: 'No messages yet.',
    media: 'Attachment {{index}}',
  },
};

addMessages(enDetails, () => import('./hi-details'));
