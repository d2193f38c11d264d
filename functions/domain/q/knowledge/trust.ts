import {
  CLAIMS,
  COST_SAVING,
  CUSTOM_BUILD_TIME,
  LAUNCH_PATH,
  LAUNCH_TIME,
  SETUP_CALL,
  SPEED,
} from '../facts.ts';
import { ASK_BUSINESS, BOOK_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/**
 * Previews, track record and how to check us. Q points to what the site shows (the Success
 * Stories section) and to ways of verifying; it never names a client or quotes a testimonial.
 */
export const TRUST: readonly KnowledgeEntry[] = [
  {
    id: 'preview',
    topic: 'demo',
    questions: [
      'Can I see a preview?',
      'Can I see a demo?',
      'Show me how it looks',
      'I fit see am first?',
      'Do you have a sample app?',
    ],
    keywords: ['demo', 'see', 'look', 'show'],
    answer: {
      en: `Yes! On your ${SETUP_CALL} we show you a preview of {yourPlatform} and walk through how it works for your customers and your team.\n\nThe next step is to schedule that call: it takes about 60 seconds at ${LAUNCH_PATH}, or tap **Build My Platform** below.`,
      pcm: `Yes! For your ${SETUP_CALL} we go show you preview of {yourPlatform} and waka you through how e dey work for your customers and your team.\n\nThe next step na to schedule that call: e no pass 60 seconds for ${LAUNCH_PATH}, or tap **Build My Platform** for down.`,
    },
    facts: [SETUP_CALL, LAUNCH_PATH],
    followUp: {
      en: 'Is there a particular feature you want to see first?',
      pcm: 'Any particular feature wey you wan see first?',
    },
  },
  {
    id: 'free-trial',
    topic: 'demo',
    questions: [
      'Is there a free trial?',
      'Can I test it before I pay?',
      'Can I try it for free?',
      'I fit try am before I pay?',
    ],
    keywords: ['trial', 'free', 'try', 'test'],
    answer: {
      en: `There is no free trial on the site. What is free is the ${SETUP_CALL}: we confirm your scope and show you a preview of {yourPlatform} before you pay anything.`,
      pcm: `No free trial dey for the site. Wetin dey free na the ${SETUP_CALL}: we go confirm your scope and show you preview of {yourPlatform} before you pay anything.`,
    },
    facts: [SETUP_CALL],
    followUp: BOOK_CALL,
  },
  {
    id: 'success-stories',
    topic: 'trust',
    questions: [
      'Do you have success stories?',
      'Who has used your platform?',
      'Show me your clients',
      'Any testimonials or reviews?',
      'track record',
      'which people una don build for?',
    ],
    keywords: ['story', 'clients', 'portfolio', 'testimonial'],
    answer: {
      en: [
        'Yes. Nigerian founders share their experience in the **Success Stories** section of our home page (**Trusted by Nigerian Businesses**). What they have in common:',
        `- **Speed:** live in ${LAUNCH_TIME} instead of ${CUSTOM_BUILD_TIME}`,
        `- **Cost:** ${SPEED} and ${COST_SAVING} than a custom build`,
        '- **Ownership:** their own brand and customers, with no revenue sharing',
        '',
        `On the ${SETUP_CALL} we can walk you through the examples closest to your business.`,
      ].join('\n'),
      pcm: [
        'Yes. Nigerian founders dey share their story for the **Success Stories** section for our home page (**Trusted by Nigerian Businesses**). Wetin all of them get:',
        `- **Speed:** dem go live for ${LAUNCH_TIME} instead of ${CUSTOM_BUILD_TIME}`,
        `- **Cost:** ${SPEED} and ${COST_SAVING} than custom build`,
        '- **Ownership:** their own brand and customers, no revenue sharing',
        '',
        `For the ${SETUP_CALL} we fit show you the examples wey near your business pass.`,
      ].join('\n'),
    },
    facts: [LAUNCH_TIME, CUSTOM_BUILD_TIME, SPEED, COST_SAVING, SETUP_CALL],
    followUp: {
      en: 'What kind of business are you planning, so I can point you to the most relevant example?',
      pcm: 'Which kind business you dey plan, make I fit show you the example wey near am pass?',
    },
  },
  {
    id: 'is-it-a-scam',
    topic: 'trust',
    questions: [
      'Is this a scam?',
      'Is my money safe with you?',
      'How do I know you are legit?',
      'Can I trust you?',
      'How can I verify your company?',
      'Are you real?',
      'una no go run with my money so?',
      'this one no be 419?',
    ],
    keywords: ['scam', 'verify', 'real', 'run', 'genuine'],
    answer: {
      en: [
        "It's right to check before you pay anyone. How to verify us without taking my word for it:",
        `- **Talk to us first:** the ${SETUP_CALL} costs nothing, and you see a preview of {yourPlatform} before paying`,
        '- **Read the terms:** our Terms of Service at /terms set out fees, refunds when we decline an application, and who owns what',
        '- **Pay only through our checkout:** a Paystack payment link we e-mail you after the call, with a receipt',
        '- **Reach us directly:** our e-mail, phone and business hours are on /contact',
      ].join('\n'),
      pcm: [
        'E good make you check before you pay anybody. How you fit verify us without say you just believe my mouth:',
        `- **Talk to us first:** the ${SETUP_CALL} no cost anything, and you go see preview of {yourPlatform} before you pay`,
        '- **Read the terms:** our Terms of Service for /terms show fees, refund when we decline application, and who own wetin',
        '- **Pay only through our checkout:** Paystack payment link wey we go e-mail you after the call, with receipt',
        '- **Reach us direct:** our e-mail, phone and business hours dey /contact',
      ].join('\n'),
    },
    facts: [SETUP_CALL],
    followUp: {
      en: 'What would you need to see to feel confident?',
      pcm: 'Wetin you need see before your mind go rest?',
    },
  },
  {
    id: 'what-makes-you-different',
    topic: 'trust',
    questions: [
      'What makes you different?',
      'Why should I choose you?',
      'Why you and not another agency?',
      'What is special about you?',
      'wetin make una different?',
      'compare you with others',
    ],
    keywords: ['differ', 'choose', 'better', 'compare', 'agency', 'why'],
    answer: {
      en: [
        "We don't build from a blank page. You get a **ready-made, white-label platform** that is already proven, then we brand and set it up for you:",
        ...CLAIMS.map((claim) => `- ${claim}`),
      ].join('\n'),
      pcm: [
        'We no dey start from empty page. You go get **ready-made, white-label platform** wey don already work, then we go put your brand and set am up for you:',
        ...CLAIMS.map((claim) => `- ${claim}`),
      ].join('\n'),
    },
    facts: [LAUNCH_TIME, SPEED, COST_SAVING],
    followUp: ASK_BUSINESS,
  },
  {
    id: 'about-company',
    topic: 'company',
    questions: [
      'Who are you?',
      'Are you registered with CAC?',
      'Tell me about your company',
      'What does your company do?',
      'How big is your team?',
    ],
    keywords: ['company', 'cac', 'registered'],
    answer: {
      en: 'We sell ready-made, white-label business platforms to Nigerian founders. Our mission and story are on /about, and our e-mail, phone and business hours are on /contact. Company registration details are not shown in this chat; ask for them on the setup call and we will share them.',
      pcm: 'We dey sell ready-made, white-label business platforms to Nigerian founders. Our mission and story dey /about, and our e-mail, phone and business hours dey /contact. Company registration details no dey for this chat; ask for am for the setup call and we go share am.',
    },
    facts: [],
    followUp: ASK_BUSINESS,
  },
  {
    id: 'who-is-q',
    topic: 'company',
    questions: [
      'Are you a bot?',
      'Am I talking to a human?',
      'Who is Q?',
      'Can I talk to a real person?',
      'na robot I dey talk with?',
    ],
    keywords: ['bot', 'robot', 'human', 'person', 'ai'],
    answer: {
      en: `I'm **Q**, the AI launch guide on this site. A real person from our team talks with you on the ${SETUP_CALL}, and you can also reach us through /contact.`,
      pcm: `Na me be **Q**, the AI launch guide for this site. Real person from our team go talk with you for the ${SETUP_CALL}, and you fit also reach us through /contact.`,
    },
    facts: [SETUP_CALL],
    followUp: BOOK_CALL,
  },
];
