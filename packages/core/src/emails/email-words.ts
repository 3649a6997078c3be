import type { RequestKind } from '../lifecycle/statuses';
import type { RefundMode } from '../pricing/refund-types';
import type { EmailKind, EmailLanguage } from './kinds';

/** The shopper's emails: each ends with what happens next. */
type ShopperEmailKind = Exclude<EmailKind, `merchant_${string}`>;

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
  /** An exchanged item's new variant, after the item it replaces. */
  exchangedFor: (variant: string) => string;
  requestKinds: Record<RequestKind, string>;
  /** What comes back and how: "Refund: ₹4,319.10 to your original payment method". */
  refund: (amount: string, mode: string) => string;
  nextSteps: Record<ShopperEmailKind, string>;
  /** Where an exchange's next step differs from a return's. */
  exchangeNextSteps: Partial<Record<ShopperEmailKind, string>>;
  /** After a refund, by where it went. */
  refundArrives: Record<RefundMode, string>;
  tracking: (company: string, number: string) => string;
  trackingLater: string;
  updates: Record<string, string>;
  /** The refund modes of the request's terms, "a, b or c" (after the portal's "Return terms" sentences). */
  termsRefundModes: (modes: string) => string;
  /** The order's market sells some items as final sale. */
  termsFinalSale: string;
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
  exchangedFor: (variant) => ` → exchanged for ${variant}`,
  requestKinds: { return: 'return', exchange: 'exchange', cancellation: 'cancellation' },
  refund: (amount, mode) => `Refund: ${amount} to ${mode}`,
  nextSteps: {
    request_received: 'Next: the store reviews your request and emails you how to send the items back.',
    request_approved: 'Next: send the items back as described above. We will email you when they arrive.',
    request_rejected: 'Questions? Reply to this email and the store will answer.',
    parcel_received: 'Next: we check the items, then send your refund and email you when it is on its way.',
    refund_sent: 'Nothing more to do: your request is complete.',
    exchange_shipped: 'Nothing more to do: your new item is on its way.',
    request_updated: 'We will email you again at the next step.',
    items_cancelled: 'Nothing more to do: these items will not be shipped.',
  },
  exchangeNextSteps: {
    parcel_received: 'Next: we check the items, then ship your new item and email you its tracking.',
  },
  refundArrives: {
    pay_to_source: 'Your bank or card issuer may take a few business days to show it on your statement.',
    bank_transfer: 'Your bank may take a few business days to show it in your account.',
    store_credit: 'Your store credit is ready to use on your next order.',
    others: 'The store will contact you if anything else is needed.',
  },
  tracking: (company, number) => `Tracking: ${number}${company ? ` (${company})` : ''}`,
  trackingLater: 'We will send the tracking number as soon as the parcel leaves.',
  updates: {
    cancelled: 'The request was cancelled.',
    enabled: 'The request is being reviewed again.',
    in_transit: 'Your parcel is on its way back to us.',
    delivered: 'The courier delivered your parcel to us. We will check the items next.',
    reship: 'We are sending the items again.',
  },
  termsRefundModes: (modes) => `Refunds go to ${modes}.`,
  termsFinalSale: "Some items are final sale for orders shipped there: they can't be returned or exchanged.",
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
  exchangedFor: (variant) => ` → बदले में ${variant}`,
  requestKinds: { return: 'वापसी', exchange: 'एक्सचेंज', cancellation: 'रद्द करने' },
  refund: (amount, mode) => `रिफ़ंड: ${amount}, ${mode} में`,
  nextSteps: {
    request_received: 'आगे: स्टोर आपके अनुरोध की समीक्षा करेगा और आपको ईमेल से बताएगा कि सामान कैसे वापस भेजना है।',
    request_approved: 'आगे: ऊपर बताए तरीके से सामान वापस भेजें। सामान पहुँचने पर हम आपको ईमेल करेंगे।',
    request_rejected: 'कोई सवाल? इस ईमेल का जवाब दें, स्टोर आपको उत्तर देगा।',
    parcel_received: 'आगे: हम सामान की जाँच करेंगे, फिर आपका रिफ़ंड भेजेंगे और आपको ईमेल करेंगे।',
    refund_sent: 'आपको और कुछ नहीं करना है: आपका अनुरोध पूरा हो गया है।',
    exchange_shipped: 'आपको और कुछ नहीं करना है: आपका नया सामान रास्ते में है।',
    request_updated: 'अगले चरण पर हम आपको फिर से ईमेल करेंगे।',
    items_cancelled: 'आपको और कुछ नहीं करना है: ये सामान नहीं भेजे जाएँगे।',
  },
  exchangeNextSteps: {
    parcel_received: 'आगे: हम सामान की जाँच करेंगे, फिर आपका नया सामान भेजेंगे और उसकी ट्रैकिंग ईमेल करेंगे।',
  },
  refundArrives: {
    pay_to_source: 'आपके बैंक या कार्ड को इसे दिखाने में कुछ कार्यदिवस लग सकते हैं।',
    bank_transfer: 'आपके बैंक को इसे खाते में दिखाने में कुछ कार्यदिवस लग सकते हैं।',
    store_credit: 'आपका स्टोर क्रेडिट अगले ऑर्डर पर इस्तेमाल के लिए तैयार है।',
    others: 'कुछ और ज़रूरी होने पर स्टोर आपसे संपर्क करेगा।',
  },
  tracking: (company, number) => `ट्रैकिंग: ${number}${company ? ` (${company})` : ''}`,
  trackingLater: 'पार्सल निकलते ही हम ट्रैकिंग नंबर भेज देंगे।',
  updates: {
    cancelled: 'अनुरोध रद्द कर दिया गया है।',
    enabled: 'अनुरोध की फिर से समीक्षा हो रही है।',
    in_transit: 'आपका पार्सल हमारे पास वापस आ रहा है।',
    delivered: 'कूरियर ने आपका पार्सल हम तक पहुँचा दिया है। अब हम सामान की जाँच करेंगे।',
    reship: 'हम सामान फिर से भेज रहे हैं।',
  },
  termsRefundModes: (modes) => `रिफ़ंड ${modes} में मिल सकता है।`,
  termsFinalSale: 'वहाँ भेजे गए ऑर्डर के कुछ सामान फ़ाइनल सेल हैं: उन्हें वापस या एक्सचेंज नहीं किया जा सकता।',
};

export const EMAIL_WORDS: Record<EmailLanguage, EmailWords> = { en: EN, hi: HI };
