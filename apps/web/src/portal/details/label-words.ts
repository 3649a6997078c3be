import { addMessages } from '../i18n/i18n';

export const enLabel = {
  label: {
    title: 'Your return label',
    pickupTitle: 'Your pickup',
    courier: '{{courier}}, tracking {{number}}',
    open: 'Open the label (PDF)',
    print: 'Print it and stick it on the parcel.',
    sandbox: 'Test label from the sandbox courier: it cannot be used to ship.',
  },
};

addMessages(enLabel, () => import('./label-words-hi'));
