import type { EmailKind, TemplateText } from './kinds';

/** Hindi for templates-en.ts: what a store starts with for shoppers who use the portal in Hindi. */
export const TEMPLATES_HI: Record<EmailKind, TemplateText> = {
  request_received: {
    subject: 'हमें आपका अनुरोध {{request_name}} मिल गया है',
    heading: 'धन्यवाद, {{customer_name}}: आपका अनुरोध मिल गया है',
    body: 'हमें ऑर्डर {{order_name}} के लिए आपका {{request_kind}} अनुरोध {{request_name}} मिल गया है:\n\n{{items}}\n\n{{refund}}\n\n{{return_terms}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  request_approved: {
    subject: 'आपका अनुरोध {{request_name}} स्वीकार हो गया है',
    heading: 'आपका अनुरोध स्वीकार हो गया है',
    body: 'खुशखबरी, {{customer_name}}: {{store_name}} ने ऑर्डर {{order_name}} के लिए आपका {{request_kind}} अनुरोध {{request_name}} स्वीकार कर लिया है।\n\n{{items}}\n\n{{refund}}\n\n{{instructions}}\n\n{{return_terms}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  request_rejected: {
    subject: 'आपका अनुरोध {{request_name}} स्वीकार नहीं हुआ',
    heading: 'हम आपका अनुरोध स्वीकार नहीं कर सके',
    body: 'नमस्ते {{customer_name}}, हमें खेद है: ऑर्डर {{order_name}} के लिए आपका {{request_kind}} अनुरोध {{request_name}} स्वीकार नहीं हुआ।\n\n{{items}}\n\nकारण: {{reason}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  parcel_received: {
    subject: '{{request_name}} का आपका पार्सल हमें मिल गया है',
    heading: 'आपका पार्सल पहुँच गया है',
    body: 'नमस्ते {{customer_name}}, {{request_kind}} अनुरोध {{request_name}} का आपका पार्सल {{store_name}} पहुँच गया है:\n\n{{items}}\n\n{{refund}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  refund_sent: {
    subject: 'आपका {{amount}} का रिफ़ंड भेज दिया गया है',
    heading: 'आपका रिफ़ंड भेज दिया गया है',
    body: 'नमस्ते {{customer_name}}, आपके {{request_kind}} अनुरोध {{request_name}} (ऑर्डर {{order_name}}) के लिए हमने {{amount}} का रिफ़ंड {{refund_mode}} में भेज दिया है:\n\n{{items}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  exchange_shipped: {
    subject: '{{request_name}} का आपका एक्सचेंज भेज दिया गया है',
    heading: 'आपका नया सामान रास्ते में है',
    body: 'नमस्ते {{customer_name}}, आपके अनुरोध {{request_name}} का एक्सचेंज भेज दिया गया है:\n\n{{items}}\n\n{{tracking}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  request_updated: {
    subject: 'आपके अनुरोध {{request_name}} पर नई जानकारी',
    heading: 'आपके अनुरोध पर नई जानकारी',
    body: 'नमस्ते {{customer_name}}, ऑर्डर {{order_name}} के आपके {{request_kind}} अनुरोध {{request_name}} पर नई जानकारी है:\n\n{{update}}\n\n{{items}}\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  items_cancelled: {
    subject: 'ऑर्डर {{order_name}} के आपके सामान रद्द कर दिए गए हैं',
    heading: 'आपके सामान रद्द कर दिए गए हैं',
    body: 'नमस्ते {{customer_name}}, ऑर्डर {{order_name}} के ये सामान भेजे जाने से पहले रद्द कर दिए गए ({{request_name}}):\n\n{{items}}\n\nहमने {{amount}} का रिफ़ंड {{refund_mode}} में भेज दिया है।\n\n{{next_step}}',
    button: 'अपना अनुरोध देखें',
  },
  merchant_new_request: {
    subject: '{{customer_name}} का नया अनुरोध {{request_name}}',
    heading: 'एक नया अनुरोध आया है',
    body: '{{customer_name}} ({{customer_email}}) ने ऑर्डर {{order_name}} पर अनुरोध {{request_name}} किया है:\n\n{{items}}',
    button: 'अनुरोध खोलें',
  },
  merchant_needs_attention: {
    subject: 'अनुरोध {{request_name}} पर आपका ध्यान चाहिए',
    heading: 'एक अनुरोध पर आपका ध्यान चाहिए',
    body: 'अनुरोध {{request_name}} (ऑर्डर {{order_name}}, {{customer_name}}) पर आपका ध्यान चाहिए:\n\n{{problem}}',
    button: 'अनुरोध खोलें',
  },
};
