import {
  BASIC_SUPPORT_SUMMARY,
  PREMIUM_SUPPORT_PRICE,
  PREMIUM_SUPPORT_SUMMARY,
  REFER_PATH,
  REFERRAL_COMMISSION,
  REFERRAL_PAYOUT,
} from '../facts.ts';
import {
  ANALYTICS_ANONYMISED,
  BUSINESS_HOURS_LINE,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  MINIMUM_AGE,
  OFFICE,
  PRIVACY_RESPONSE,
  REFERRAL_WINDOW,
  TERMS_NOTICE,
  WHATSAPP_RETENTION,
} from './kb-facts.ts';
import type { KnowledgeEntry } from './types.ts';

const ASK_REFER: KnowledgeEntry['followUp'] = {
  en: 'Would you like to launch a business yourself too, or just refer others?',
  pcm: 'You wan launch your own business too, or na only to refer people?',
};

/** Support tiers, contact, the referral programme and the site's legal pages. */
export const SUPPORT: readonly KnowledgeEntry[] = [
  {
    id: 'support-tiers',
    topic: 'support',
    questions: [
      'What support do you offer?',
      'What support plans do you have?',
      'What is the difference between Basic and Premium support?',
      'Is support free?',
      'How much is premium support?',
      'Is premium support paid monthly or once?',
      'account manager',
      'una go dey support me?',
    ],
    keywords: ['support', 'basic', 'premium', 'tier', 'tiers', 'manager', 'sla', 'monthly'],
    answer: {
      en: [
        'You choose the support that fits:',
        `- ${BASIC_SUPPORT_SUMMARY}`,
        `- ${PREMIUM_SUPPORT_SUMMARY}`,
      ].join('\n'),
      pcm: [
        'You go choose the support wey fit you:',
        `- ${BASIC_SUPPORT_SUMMARY}`,
        `- ${PREMIUM_SUPPORT_SUMMARY}`,
      ].join('\n'),
    },
    facts: [PREMIUM_SUPPORT_PRICE],
    followUp: {
      en: 'Will you have your own team running the platform day to day?',
      pcm: 'You go get your own team wey go dey run the platform every day?',
    },
  },
  {
    id: 'business-hours',
    topic: 'support',
    questions: [
      'What are your business hours?',
      'When are you open?',
      'Are you open on Sunday?',
      'What time can I call you?',
      'una dey open for weekend?',
    ],
    keywords: ['hours', 'open', 'sunday', 'saturday', 'weekend', 'wat'],
    answer: {
      en: `Our business hours are ${BUSINESS_HOURS_LINE}. Our e-mail and phone are on /contact.`,
      pcm: `Our business hours na ${BUSINESS_HOURS_LINE}. Our e-mail and phone dey /contact.`,
    },
    facts: [BUSINESS_HOURS_LINE],
    followUp: {
      en: 'Would you rather book a setup call at a time that suits you? It is at /launch.',
      pcm: 'You go prefer book setup call for time wey good for you? E dey /launch.',
    },
  },
  {
    id: 'contact-us',
    topic: 'company',
    questions: [
      'Where is your office?',
      'What is your office address?',
      'Can I visit your office?',
      'How do I contact you?',
      'What is your phone number?',
      'What is your e-mail address?',
      'What is your WhatsApp number?',
      'Can I call you?',
      'una office dey where?',
      'give me your number',
    ],
    keywords: [
      'office',
      'address',
      'contact',
      'phone',
      'email',
      'e-mail',
      'whatsapp',
      'number',
      'visit',
      'call',
    ],
    // Only what /contact publishes: one office, one e-mail, one phone line; no WhatsApp number.
    answer: {
      en: `Our office is in ${OFFICE}; it is the only office we publish. You can reach the team at ${CONTACT_EMAIL} or on ${CONTACT_PHONE} (${BUSINESS_HOURS_LINE}), and everything is on /contact. We don't publish a WhatsApp number.`,
      pcm: `Our office dey ${OFFICE}; na only that office we publish. You fit reach the team for ${CONTACT_EMAIL} or call ${CONTACT_PHONE} (${BUSINESS_HOURS_LINE}), and everything dey /contact. We no publish WhatsApp number.`,
    },
    facts: [OFFICE, CONTACT_EMAIL, CONTACT_PHONE, BUSINESS_HOURS_LINE],
    followUp: {
      en: 'What business are you looking to launch?',
      pcm: 'Which business you wan launch?',
    },
  },
  {
    id: 'referral-how',
    topic: 'referral',
    questions: [
      'How does your referral programme work?',
      'How does the referral commission work?',
      'Can I earn money by referring people?',
      'affiliate programme',
      'how I go take make money from referral?',
      'refer and earn',
    ],
    keywords: ['refer', 'earn', 'affiliate', 'partner'],
    answer: {
      en: [
        `Our referral programme pays **${REFERRAL_COMMISSION}** when a business you refer goes live, paid ${REFERRAL_PAYOUT}.`,
        `- Apply at ${REFER_PATH} and you get a personal referral link and dashboard`,
        '- Share your link with founders who want to launch',
        '- Track referrals and commission in your dashboard',
      ].join('\n'),
      pcm: [
        `Our referral programme dey pay **${REFERRAL_COMMISSION}** when business wey you refer go live, and we go pay ${REFERRAL_PAYOUT}.`,
        `- Apply for ${REFER_PATH} and you go get your own referral link and dashboard`,
        '- Share your link with founders wey wan launch',
        '- Follow your referrals and commission for your dashboard',
      ].join('\n'),
    },
    facts: [REFERRAL_COMMISSION, REFERRAL_PAYOUT, REFER_PATH],
    followUp: ASK_REFER,
  },
  {
    id: 'referral-payout',
    topic: 'referral',
    questions: [
      'When is referral commission paid?',
      'How long does a referral link count?',
      'When do I get paid for a referral?',
      'when una go pay my commission?',
    ],
    keywords: ['paid', 'payout', 'count', 'window', 'commission'],
    answer: {
      en: `Commission is **${REFERRAL_COMMISSION}**, paid ${REFERRAL_PAYOUT} of the business you referred. A visit through your link counts for a launch within ${REFERRAL_WINDOW}, and your dashboard shows each referral as pending until it goes live. How the payout reaches you is not shown on the site: ask us through /contact. Apply at ${REFER_PATH}.`,
      pcm: `Commission na **${REFERRAL_COMMISSION}**, we go pay am ${REFERRAL_PAYOUT} of the business wey you refer. If person visit through your link, e go count for launch within ${REFERRAL_WINDOW}, and your dashboard go show each referral as pending until e go live. How the money go reach you no dey the site: ask us through /contact. Apply for ${REFER_PATH}.`,
    },
    facts: [REFERRAL_COMMISSION, REFERRAL_PAYOUT, REFERRAL_WINDOW, REFER_PATH],
    followUp: ASK_REFER,
  },
  {
    id: 'referral-dashboard',
    topic: 'referral',
    questions: [
      'How do I log in to my referral dashboard?',
      'I lost my referral dashboard link',
      'Where do I see my referrals?',
      'referral login',
    ],
    keywords: ['dashboard', 'login', 'log', 'lost', 'magic'],
    answer: {
      en: 'Go to /referral-login, enter the e-mail you applied with and press **Send Magic Link**: we e-mail you the link to your referral dashboard.',
      pcm: 'Go /referral-login, put the e-mail wey you take apply, then press **Send Magic Link**: we go e-mail you the link to your referral dashboard.',
    },
    facts: [],
    followUp: ASK_REFER,
  },
  {
    id: 'privacy-policy',
    topic: 'company',
    questions: [
      'What do you do with my data?',
      'What is your privacy policy?',
      'How long do you keep my WhatsApp messages?',
      'How do I delete my data?',
    ],
    keywords: ['privacy', 'delete', 'whatsapp', 'keep', 'policy'],
    answer: {
      en: `Our Privacy Policy is at /privacy. In short: WhatsApp communications are kept ${WHATSAPP_RETENTION}, analytics are anonymised after ${ANALYTICS_ANONYMISED}, and we answer privacy requests within ${PRIVACY_RESPONSE}.`,
      pcm: `Our Privacy Policy dey /privacy. In short: we dey keep WhatsApp communications for ${WHATSAPP_RETENTION}, we dey anonymise analytics after ${ANALYTICS_ANONYMISED}, and we dey answer privacy requests within ${PRIVACY_RESPONSE}.`,
    },
    facts: [WHATSAPP_RETENTION, ANALYTICS_ANONYMISED, PRIVACY_RESPONSE],
    followUp: {
      en: 'Is there anything about your own customers’ data you want to plan for?',
      pcm: 'Anything about your own customers data wey you wan plan for?',
    },
  },
  {
    id: 'terms',
    topic: 'company',
    questions: [
      'What are your terms of service?',
      'How old do I need to be?',
      'Can I have more than one account?',
      'Can you change the terms?',
    ],
    keywords: ['terms', 'old', 'age', 'account', 'accounts'],
    answer: {
      en: `Our Terms of Service are at /terms. Users must be ${MINIMUM_AGE}, there is one account per individual or business, and changes to the terms come with ${TERMS_NOTICE} notice.`,
      pcm: `Our Terms of Service dey /terms. You must be ${MINIMUM_AGE}, na one account for each person or business, and if terms change we go give ${TERMS_NOTICE} notice.`,
    },
    facts: [MINIMUM_AGE, TERMS_NOTICE],
    followUp: {
      en: 'What business are you looking to launch?',
      pcm: 'Which business you wan launch?',
    },
  },
];
