import { addMessages } from './i18n';

/** Return methods and drop-off places: the return form and the details page. */
export const enMethods = {
  method: {
    pickup: 'Pickup from my address',
    drop_off: "I'll drop it off",
    self_ship: "I'll ship it myself",
  },
  methodHint: {
    pickup: 'A courier collects the parcel from the address below.',
    drop_off: 'Take the parcel to one of these places. We never need your address for this.',
    self_ship: 'Send the parcel with any courier. You get the return address once the store approves.',
  },
  dropOff: {
    heading: 'Drop-off places',
    none: 'The store will tell you where to drop the parcel off.',
    hours: 'Open: {{hours}}',
    map: 'Map of {{name}}',
  },
};

addMessages(enMethods, () => import('./hi-methods'));
