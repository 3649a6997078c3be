import type { ServerText } from './i18n';

const noun = (en: string) => (en.startsWith('return') ? 'रिटर्न' : 'बदलाव');
const hiDate = (en: string) => {
  const ms = Date.parse(`${en} UTC`);
  if (Number.isNaN(ms)) return en;
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
};

/**
 * The server's fixed English sentences (core eligibility reasons, the lookup and session messages,
 * variant availability) in Hindi. Anything not listed is shown as the server wrote it.
 */
export const serverText: ServerText = [
  [
    /^This store doesn't accept (returns|exchanges) online\.$/,
    (m) => `यह स्टोर ऑनलाइन ${noun(m[1] ?? '')} स्वीकार नहीं करता।`,
  ],
  [
    /^This order was cancelled, so there is nothing to send back\.$/,
    () => 'यह ऑर्डर रद्द हो गया था, इसलिए वापस भेजने के लिए कुछ नहीं है।',
  ],
  [
    /^This item hasn't shipped yet\. You can ask once it has been delivered\.$/,
    () => 'यह सामान अभी भेजा नहीं गया है। डिलीवरी के बाद आप अनुरोध कर सकते हैं।',
  ],
  [
    /^This order hasn't been delivered yet\. (Returns|Exchanges) open once it arrives\.$/,
    (m) => `यह ऑर्डर अभी डिलीवर नहीं हुआ है। डिलीवरी के बाद ${noun((m[1] ?? '').toLowerCase())} शुरू होंगे।`,
  ],
  [
    /^The (\d+)-day (return|exchange) window for this order ended on (.+)\.$/,
    (m) => `इस ऑर्डर के ${m[1]} दिन के ${noun(m[2] ?? '')} की समय-सीमा ${hiDate(m[3] ?? '')} को समाप्त हो गई।`,
  ],
  [
    /^This order isn't eligible for (returns|exchanges)\.$/,
    (m) => `यह ऑर्डर ${noun(m[1] ?? '')} के योग्य नहीं है।`,
  ],
  [
    /^This product isn't eligible for (returns|exchanges)\.$/,
    (m) => `यह प्रोडक्ट ${noun(m[1] ?? '')} के योग्य नहीं है।`,
  ],
  [
    /^Cash-on-delivery orders aren't eligible for (returns|exchanges)\.$/,
    (m) => `कैश-ऑन-डिलीवरी ऑर्डर ${noun(m[1] ?? '')} के योग्य नहीं हैं।`,
  ],
  [
    /^Items bought with a discount code can't be (returned|exchanged)\.$/,
    (m) => `डिस्काउंट कोड से ख़रीदे गए सामान ${m[1] === 'returned' ? 'रिटर्न' : 'बदले'} नहीं किए जा सकते।`,
  ],
  [
    /^All units of this item are already part of a return or exchange request\.$/,
    () => 'इस सामान की सभी इकाइयाँ पहले से किसी रिटर्न या बदलाव अनुरोध में हैं।',
  ],
  [
    /^Only (\d+) more units? of this item can be (returned|exchanged)\.$/,
    (m) => `इस सामान की केवल ${m[1]} और इकाई ${m[2] === 'returned' ? 'रिटर्न' : 'बदली'} की जा सकती है।`,
  ],
  [/^Out of stock$/, () => 'स्टॉक में नहीं'],
  [/^Not available for exchange$/, () => 'बदलाव के लिए उपलब्ध नहीं'],
];
