import type { enMethods } from './en-methods';
import type { Messages } from './i18n';

/** Hindi for en-methods.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enMethods> = {
  method: {
    pickup: 'मेरे पते से पिकअप',
    drop_off: 'मैं ख़ुद जमा कर दूँगा/दूँगी',
    self_ship: 'मैं ख़ुद भेज दूँगा/दूँगी',
  },
  methodHint: {
    pickup: 'कूरियर नीचे दिए गए पते से पार्सल ले जाएगा।',
    drop_off: 'पार्सल इनमें से किसी एक जगह पर जमा करें। इसके लिए हमें आपका पता नहीं चाहिए।',
    self_ship: 'पार्सल किसी भी कूरियर से भेजें। स्टोर की मंज़ूरी के बाद आपको वापसी का पता मिलेगा।',
  },
  dropOff: {
    heading: 'जमा करने की जगहें',
    none: 'पार्सल कहाँ जमा करना है, यह स्टोर आपको बताएगा।',
    hours: 'खुलने का समय: {{hours}}',
    map: '{{name}} का नक्शा',
  },
};
