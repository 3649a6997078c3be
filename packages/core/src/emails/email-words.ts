import type { RefundMode } from '../pricing/refund-types';
import type { EmailLanguage } from './kinds';

/** The sentences Roundtrip writes into a template's variables, per shopper language. */
export type EmailWords = {
  refundModes: Record<RefundMode, string>;
  /** Store credit issued as a gift card, in place of the refund mode's words. */
  giftCard: (code: string) => string;
  pickup: (courier: string) => string;
  /** The demo store's sandbox courier: a test label, nobody comes (docs/couriers.md). */
  sandboxPickup: string;
  pickupWindow: (window: string) => string;
  pickupAddress: string;
  selfShip: string;
  selfShipNoAddress: string;
  dropOff: string;
  dropOffNone: string;
  packing: string;
  quantity: (qty: number, title: string) => string;
  tracking: (company: string, number: string) => string;
  trackingLater: string;
  updates: Record<string, string>;
};

const EN: EmailWords = {
  refundModes: {
    bank_transfer: 'your bank account',
    store_credit: 'store credit',
    pay_to_source: 'your original payment method',
    others: 'the agreed method',
  },
  giftCard: (code) => `a gift card (code ${code})`,
  pickup: (courier) => `${courier} will pick up the parcel from your address.`,
  sandboxPickup:
    'This is a demo store: its return label is a sandbox test label, not valid for shipping, and no courier will come.',
  pickupWindow: (window) => `Pickup window: ${window}.`,
  pickupAddress: 'Pickup address:',
  selfShip: 'Please send the parcel to this address:',
  selfShipNoAddress: 'The store will send you the return address.',
  dropOff: 'Please drop the parcel off at one of these places:',
  dropOffNone: 'The store will send you where to drop the parcel off.',
  packing: 'Pack the items in their original packaging, with all tags attached.',
  quantity: (qty, title) => `${qty} × ${title}`,
  tracking: (company, number) => `Tracking: ${number}${company ? ` (${company})` : ''}`,
  trackingLater: 'We will send the tracking number as soon as the parcel leaves.',
  updates: {
    cancelled: 'The request was cancelled.',
    enabled: 'The request is being reviewed again.',
    in_transit: 'Your parcel is on its way back to us.',
    delivered: 'The courier delivered your parcel to us. We will check the items next.',
    reship: 'We are sending the items again.',
  },
};

const HI: EmailWords = {
  refundModes: {
    bank_transfer: 'आपके बैंक खाते',
    store_credit: 'स्टोर क्रेडिट',
    pay_to_source: 'आपके मूल भुगतान माध्यम',
    others: 'तय किए गए तरीके',
  },
  giftCard: (code) => `एक गिफ़्ट कार्ड (कोड ${code})`,
  pickup: (courier) => `${courier} आपके पते से पार्सल ले जाएगा।`,
  sandboxPickup:
    'यह एक डेमो स्टोर है: इसका रिटर्न लेबल सैंडबॉक्स टेस्ट लेबल है, शिपिंग के लिए मान्य नहीं, और कोई कूरियर नहीं आएगा।',
  pickupWindow: (window) => `पिकअप का समय: ${window}।`,
  pickupAddress: 'पिकअप का पता:',
  selfShip: 'कृपया पार्सल इस पते पर भेजें:',
  selfShipNoAddress: 'स्टोर आपको वापसी का पता भेजेगा।',
  dropOff: 'कृपया पार्सल इनमें से किसी एक जगह पर जमा करें:',
  dropOffNone: 'स्टोर आपको बताएगा कि पार्सल कहाँ जमा करना है।',
  packing: 'सामान को उसकी मूल पैकिंग में, सभी टैग के साथ पैक करें।',
  quantity: (qty, title) => `${qty} × ${title}`,
  tracking: (company, number) => `ट्रैकिंग: ${number}${company ? ` (${company})` : ''}`,
  trackingLater: 'पार्सल निकलते ही हम ट्रैकिंग नंबर भेज देंगे।',
  updates: {
    cancelled: 'अनुरोध रद्द कर दिया गया है।',
    enabled: 'अनुरोध की फिर से समीक्षा हो रही है।',
    in_transit: 'आपका पार्सल हमारे पास वापस आ रहा है।',
    delivered: 'कूरियर ने आपका पार्सल हम तक पहुँचा दिया है। अब हम सामान की जाँच करेंगे।',
    reship: 'हम सामान फिर से भेज रहे हैं।',
  },
};

export const EMAIL_WORDS: Record<EmailLanguage, EmailWords> = { en: EN, hi: HI };
