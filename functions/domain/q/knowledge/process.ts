import {
  CUSTOM_BUILD_TIME,
  DEVELOPMENT_START,
  LAUNCH_PATH,
  LAUNCH_TIME,
  REVIEW_TIME,
  SETUP_CALL,
} from '../facts.ts';
import { BOOK_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/** From first chat to go-live: the timeline the site promises and what the founder does at each step. */
export const PROCESS: readonly KnowledgeEntry[] = [
  {
    id: 'launch-time',
    topic: 'process',
    questions: [
      'How quickly can I launch?',
      'How long does it take?',
      'When can I go live?',
      'how many days?',
      'how long e go take?',
      'timeline',
    ],
    keywords: ['time', 'days', 'weeks', 'live', 'ready'],
    answer: {
      en: [
        `You can be live in **${LAUNCH_TIME}**, compared with the ${CUSTOM_BUILD_TIME} a custom build usually takes. Here's how it runs:`,
        `- **Start:** tell us your idea in the 60-second guided launch at ${LAUNCH_PATH} and book a ${SETUP_CALL}`,
        `- **Review:** after payment, your application is reviewed within **${REVIEW_TIME}**`,
        `- **Build:** development starts within **${DEVELOPMENT_START}**, on your brand, domain and payment setup`,
        `- **Launch:** {yourPlatform} goes live in ${LAUNCH_TIME}`,
      ].join('\n'),
      pcm: [
        `You fit dey live for **${LAUNCH_TIME}**, instead of the ${CUSTOM_BUILD_TIME} wey custom build dey take. See how e dey go:`,
        `- **Start:** tell us your idea for the 60-second guided launch for ${LAUNCH_PATH} and book ${SETUP_CALL}`,
        `- **Review:** after you pay, we go review your application within **${REVIEW_TIME}**`,
        `- **Build:** development go start within **${DEVELOPMENT_START}**, with your brand, domain and payment setup`,
        `- **Launch:** {yourPlatform} go live for ${LAUNCH_TIME}`,
      ].join('\n'),
    },
    facts: [LAUNCH_TIME, CUSTOM_BUILD_TIME, REVIEW_TIME, DEVELOPMENT_START, SETUP_CALL],
    followUp: { en: 'Do you have a launch date in mind?', pcm: 'You get launch date for mind?' },
  },
  {
    id: 'founder-provides',
    topic: 'process',
    questions: [
      'What do I need to provide?',
      'What documents do you need from me?',
      'What do I need to prepare?',
      'wetin I go bring?',
      'requirements to start',
    ],
    keywords: ['provide', 'documents', 'prepare', 'requirements', 'bring', 'need'],
    answer: {
      en: [
        'Not much to begin with:',
        `- **Now:** your idea and sector in the guided launch at ${LAUNCH_PATH}, and a time for your ${SETUP_CALL}`,
        '- **After payment:** the launch request: business details, phone, BVN, an ID document and bank details (BVN and bank details are stored encrypted)',
        '- **On the call:** we list anything else {yourPlatform} needs, such as licences or provider accounts',
      ].join('\n'),
      pcm: [
        'E no plenty for beginning:',
        `- **Now:** your idea and sector for the guided launch for ${LAUNCH_PATH}, and time for your ${SETUP_CALL}`,
        '- **After you pay:** the launch request: business details, phone, BVN, ID document and bank details (we dey store BVN and bank details encrypted)',
        '- **For the call:** we go list any other thing {yourPlatform} need, like licence or provider accounts',
      ].join('\n'),
    },
    facts: [LAUNCH_PATH, SETUP_CALL],
    followUp: BOOK_CALL,
  },
  {
    id: 'setup-call',
    topic: 'process',
    questions: [
      'How does the setup call work?',
      'What happens on the call?',
      'How do I book a call?',
      'Is the call free?',
      'how the call go be?',
    ],
    keywords: ['setupcall', 'call', 'book', 'booking', 'meeting', 'calendly', 'schedule'],
    answer: {
      en: `The ${SETUP_CALL} is a call with our team. You book it at the end of the guided launch at ${LAUNCH_PATH} (about 60 seconds: your idea, your sector, a few quick questions and your tailored solution, then a calendar). On the call we confirm your scope and quote, answer your questions and show you a preview of {yourPlatform}. Nothing is charged for the call.`,
      pcm: `The ${SETUP_CALL} na call with our team. You go book am for the end of the guided launch for ${LAUNCH_PATH} (e no pass 60 seconds: your idea, your sector, small quick questions and your tailored solution, then calendar). For the call we go confirm your scope and quote, answer your questions and show you preview of {yourPlatform}. We no dey charge for the call.`,
    },
    facts: [SETUP_CALL, LAUNCH_PATH],
    followUp: BOOK_CALL,
  },
  {
    id: 'after-payment',
    topic: 'process',
    questions: [
      'What happens after I pay?',
      'When does development start?',
      'After payment what next?',
      'I don pay, wetin next?',
    ],
    keywords: ['after', 'development', 'start', 'next'],
    answer: {
      en: `After payment: your application is reviewed within **${REVIEW_TIME}**, development starts within **${DEVELOPMENT_START}**, and you fill in the launch request (business details, phone, BVN, ID document, bank details). {YourPlatform} goes live in ${LAUNCH_TIME}.`,
      pcm: `After you pay: we go review your application within **${REVIEW_TIME}**, development go start within **${DEVELOPMENT_START}**, and you go fill the launch request wey dey ask for (business details, phone, BVN, ID document, bank details). {YourPlatform} go live for ${LAUNCH_TIME}.`,
    },
    facts: [REVIEW_TIME, DEVELOPMENT_START, LAUNCH_TIME],
    followUp: { en: 'Do you have a launch date in mind?', pcm: 'You get launch date for mind?' },
  },
  {
    id: 'ready-to-start',
    topic: 'process',
    questions: [
      "I'm ready, let's do it",
      'How do I get started?',
      "What's the next step?",
      'What do I do next?',
      'Sign me up',
      'I want to proceed',
      'Build my platform',
      'make we start',
      'I dey ready',
    ],
    keywords: ['ready', 'start', 'begin', 'proceed', 'sign', 'go'],
    answer: {
      en: `Brilliant, let's get you launched!\nThe next step is to schedule your ${SETUP_CALL}: we confirm your scope, show you a preview of {yourPlatform}, and you could be live in **${LAUNCH_TIME}**.\n\nTap **Build My Platform** below or go to ${LAUNCH_PATH}; it takes about 60 seconds.`,
      pcm: `Correct, make we launch you!\nThe next step na to schedule your ${SETUP_CALL}: we go confirm your scope, show you preview of {yourPlatform}, and you fit dey live for **${LAUNCH_TIME}**.\n\nTap **Build My Platform** for down or go ${LAUNCH_PATH}; e no pass 60 seconds.`,
    },
    facts: [SETUP_CALL, LAUNCH_TIME, LAUNCH_PATH],
    followUp: {
      en: 'Anything you want me to note for the call?',
      pcm: 'Anything wey you want make I note for the call?',
    },
  },
];
