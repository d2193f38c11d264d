import { PREMIUM_SUPPORT_PRICE, SETUP_CALL } from '../facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/**
 * Third-party services founders ask about by name. The site promises Nigerian payments and BVN/KYC
 * but names no provider for a customer's platform (only our own checkout uses Paystack), so Q says
 * which one is chosen on the setup call rather than claiming a ready connector.
 */
export const INTEGRATIONS: readonly KnowledgeEntry[] = [
  {
    id: 'payment-providers',
    topic: 'integration',
    questions: [
      'Which payment gateway does my platform use?',
      'Can you integrate Paystack or Flutterwave?',
      'Do you support Monnify?',
      'Can customers pay with USSD?',
      'payment gateway integration',
      'una fit connect Paystack?',
    ],
    keywords: ['paystack', 'flutterwave', 'monnify', 'gateway', 'remita', 'interswitch', 'integrate', 'ussd'],
    answer: {
      en: `Your platform takes naira payments by card, bank transfer and USSD through established Nigerian payment providers such as Paystack, Flutterwave or Monnify. Which provider you use, on whose account, is chosen with you on the ${SETUP_CALL}. Premium Support (${PREMIUM_SUPPORT_PRICE}) includes custom integration support.`,
      pcm: `Your platform dey collect naira payment by card, bank transfer and USSD through correct Nigerian payment providers like Paystack, Flutterwave or Monnify. Which provider you go use, and whose account, we go choose am with you for the ${SETUP_CALL}. Premium Support (${PREMIUM_SUPPORT_PRICE}) get custom integration support.`,
    },
    facts: [SETUP_CALL, PREMIUM_SUPPORT_PRICE],
    followUp: {
      en: 'Do you already have an account with a payment provider?',
      pcm: 'You don get account with any payment provider?',
    },
  },
  {
    id: 'sms-otp',
    topic: 'integration',
    questions: [
      'Can you send SMS and OTP with Termii?',
      'SMS notifications',
      'OTP for login',
      'WhatsApp notifications',
    ],
    keywords: ['termii', 'sms', 'otp', 'whatsapp', 'notification', 'notifications', 'message'],
    answer: {
      en: `SMS, OTP and WhatsApp messages go through a messaging provider such as Termii. Which provider, and whose account pays for the messages, is agreed on the ${SETUP_CALL}; I won't promise a specific connector here.`,
      pcm: `SMS, OTP and WhatsApp messages dey pass through messaging provider like Termii. Which provider, and whose account go pay for the messages, we go agree am for the ${SETUP_CALL}; I no go promise any particular connector here.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'open-banking',
    topic: 'integration',
    questions: [
      'Can you integrate Mono?',
      'open banking',
      'link customers bank accounts',
      'bank statement for credit scoring',
    ],
    keywords: ['mono', 'okra', 'open', 'statement', 'scoring', 'link'],
    answer: {
      en: `Open-banking services such as Mono let customers link their bank accounts (for example for statements or credit checks). Whether your platform connects to one is part of your scope, confirmed on the ${SETUP_CALL}; Premium Support (${PREMIUM_SUPPORT_PRICE}) includes custom integration support.`,
      pcm: `Open-banking services like Mono dey make customers link their bank account (like for statement or credit check). Whether your platform go connect to one dey inside your scope, we go confirm am for the ${SETUP_CALL}; Premium Support (${PREMIUM_SUPPORT_PRICE}) get custom integration support.`,
    },
    facts: [SETUP_CALL, PREMIUM_SUPPORT_PRICE],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'identity-providers',
    topic: 'integration',
    questions: [
      'Do you use Dojah or Smile ID for KYC?',
      'identity verification provider',
      'face verification liveness check',
      'NIN verification API',
    ],
    keywords: ['dojah', 'smileid', 'youverify', 'premby', 'liveness', 'face', 'selfie'],
    answer: {
      en: `BVN/KYC onboarding is built in. The identity provider behind it (for example Dojah or Smile ID) and extra checks such as a selfie or liveness check are chosen with you on the ${SETUP_CALL}, often to match your licence or partner bank.`,
      pcm: `BVN/KYC onboarding dey inside already. The identity provider wey go dey behind am (like Dojah or Smile ID) and extra checks like selfie or liveness check, we go choose am with you for the ${SETUP_CALL}, mostly to match your licence or partner bank.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'app-stores',
    topic: 'integration',
    questions: [
      'Will my app be on Google Play and the App Store?',
      'Do I get Android and iOS apps?',
      'Who publishes the app?',
      'my app go dey Play Store?',
      'mobile app',
    ],
    keywords: ['appstore', 'app', 'publish', 'google', 'apple', 'android', 'ios'],
    answer: {
      en: `Your platform comes as your own app under your brand. Store listings are published under your own Play Store and App Store accounts, with Google and Apple (the stores charge their own fees and review every app, so approval is theirs to give, not ours to guarantee); exactly which apps you get and who publishes them is confirmed on the ${SETUP_CALL}.`,
      pcm: `Your platform go come as your own app under your brand. Store listing dey usually go under the founder own Apple and Google developer accounts (the stores get their own fees and dem dey review every app); which apps you go get and who go publish am, we go confirm am for the ${SETUP_CALL}.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'existing-systems',
    topic: 'integration',
    questions: [
      'Can it connect to my existing system?',
      'API integration with my software',
      'integrate with my ERP or accounting software',
      'I already have a website',
    ],
    keywords: ['api', 'erp', 'existing', 'accounting', 'connect', 'integration', 'website'],
    answer: {
      en: `Often, yes, but it depends on the system. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) includes custom integration support, and larger integrations can go through our **CTO-as-a-Service** team. We confirm what is possible on the ${SETUP_CALL}.`,
      pcm: `Many times yes, but e depend on the system. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) get custom integration support, and bigger integration fit pass through our **CTO-as-a-Service** team. We go confirm wetin possible for the ${SETUP_CALL}.`,
    },
    facts: [PREMIUM_SUPPORT_PRICE, SETUP_CALL],
    followUp: {
      en: 'Which system do you need it to work with?',
      pcm: 'Which system you need make e work with?',
    },
  },
];
