/** What the store has done so far, read from its own rows (no flag the merchant ticks by hand). */
export type SetupState = {
  /** A shopper has submitted a request through the portal, so its address reached them. */
  portalShared: boolean;
  /** The store has at least one return reason. */
  reasonsSet: boolean;
  /** The refund modes were saved on the policies page (not the defaults). */
  refundModesChosen: boolean;
  /** Shoppers can drop off: the policy does not offer drop-off, or an active drop-off place exists. */
  dropOffReady: boolean;
  /** An email template was reviewed and saved. */
  emailsChecked: boolean;
  /** The store's orders come from a connected Shopify shop. */
  platformConnected: boolean;
};

export const SETUP_STEP_IDS = [
  'portal',
  'reasons',
  'refund_modes',
  'drop_off',
  'emails',
  'platform',
] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export type SetupStep = {
  id: SetupStepId;
  title: string;
  description: string;
  /** The button that does the step. */
  action: { label: string; url: string };
  done: boolean;
};

const STEPS: Readonly<Record<SetupStepId, Omit<SetupStep, 'id' | 'done'> & { key: keyof SetupState }>> = {
  portal: {
    key: 'portalShared',
    title: 'Share the return portal',
    description: 'Put the portal link or its QR code on packing slips and in your order emails.',
    action: { label: 'Copy portal link', url: '#portal' },
  },
  reasons: {
    key: 'reasonsSet',
    title: 'Set return reasons',
    description: 'Shoppers pick one of these reasons for every item they send back.',
    action: { label: 'Edit reasons', url: '/admin/settings/reasons' },
  },
  refund_modes: {
    key: 'refundModesChosen',
    title: 'Choose refund modes',
    description: 'Decide how shoppers get their money: original payment, store credit, bank transfer.',
    action: { label: 'Choose refund modes', url: '/admin/settings/policies' },
  },
  drop_off: {
    key: 'dropOffReady',
    title: 'Add a drop-off place',
    description: 'Drop-off is switched on, but shoppers see it only once a place to drop off at exists.',
    action: { label: 'Add drop-off place', url: '/admin/settings/drop-off-places' },
  },
  emails: {
    key: 'emailsChecked',
    title: 'Check the emails shoppers receive',
    description: 'Read each email once and save it in your own words.',
    action: { label: 'Review emails', url: '/admin/settings/emails' },
  },
  platform: {
    key: 'platformConnected',
    title: 'Connect your Shopify store',
    description: 'Until then the store runs on the built-in demo orders.',
    action: { label: 'Connect Shopify', url: '/admin/settings/shopify' },
  },
};

/** The setup guide in its order, each step done or not from the store's real state. */
export function setupSteps(state: SetupState): SetupStep[] {
  return SETUP_STEP_IDS.map((id) => {
    const { key, ...step } = STEPS[id];
    return { id, ...step, done: state[key] };
  });
}
