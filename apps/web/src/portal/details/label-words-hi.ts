import type { Messages } from '../i18n/i18n';
import type { enLabel } from './label-words';

/** Hindi for label-words.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enLabel> = {
  label: {
    title: 'आपका वापसी लेबल',
    pickupTitle: 'आपका पिकअप',
    courier: '{{courier}}, ट्रैकिंग {{number}}',
    open: 'लेबल खोलें (PDF)',
    print: 'इसे प्रिंट करके पार्सल पर चिपकाएँ।',
    sandbox: 'सैंडबॉक्स कूरियर का परीक्षण लेबल: इससे भेजा नहीं जा सकता।',
  },
};
