import { containsKeyword } from '../keywords.ts';
import type { QuestionSetId } from '../questions.ts';

/**
 * How the built-in guide turns a founder's answer to one of the fixed launch questions into what we
 * would build. Each question has a label, rules keyed by words in the answer, and a default for an
 * answer no rule recognises; the answer itself is always quoted back, so nothing is lost.
 */
export interface AnswerRule {
  readonly keywords: readonly string[];
  readonly feature: string;
}

export interface QuestionRules {
  readonly label: string;
  readonly rules: readonly AnswerRule[];
  /** Used when no rule matched; `{answer}` is replaced by the founder's words. The answer is quoted
   * beside the features anyway, so most fall-backs do not repeat it. */
  readonly otherwise: string;
  /** For yes/no questions: the feature when the answer is a no. */
  readonly whenNo?: string;
}

const NEGATIVE = /\b(no|not|none|nope|don't|dont|do not|haven't|have not|yet to|without)\b/i;

export const SOLUTION_RULES: Readonly<Record<QuestionSetId, readonly [QuestionRules, QuestionRules]>> = {
  fintech: [
    {
      label: 'Your services',
      rules: [
        { keywords: ['wallet', 'transfer'], feature: 'wallets with instant naira transfers' },
        {
          keywords: ['saving', 'ajo', 'esusu', 'thrift'],
          feature: 'savings plans, including ajo-style target savings',
        },
        {
          keywords: ['loan', 'lending', 'credit'],
          feature: 'loan applications, credit checks and repayment tracking',
        },
        { keywords: ['payment', 'bill', 'airtime'], feature: 'bill payments, airtime and merchant payments' },
        { keywords: ['card'], feature: 'debit cards through a card-issuing partner' },
        { keywords: ['crypto', 'bitcoin', 'usdt'], feature: 'a crypto exchange module alongside banking' },
      ],
      otherwise: 'a core of wallets, transfers and bill payments, shaped around the services you named',
    },
    {
      label: 'Licensing & compliance',
      rules: [
        {
          keywords: ['yes', 'approved', 'approval', 'licensed', 'licence', 'license', 'mfb'],
          feature:
            'we build around your existing licence, with BVN/KYC onboarding and the reports your regulator expects',
        },
      ],
      whenNo:
        'we help you plan CBN licensing and compliance, for example launching with a licensed partner bank while your own approval is in progress',
      otherwise:
        'BVN/KYC onboarding and compliance support built in, and we talk through licensing on the call',
    },
  ],
  ecommerce: [
    {
      label: 'Store model',
      rules: [
        {
          keywords: ['marketplace', 'vendor', 'vendors', 'many', 'sellers', 'multi'],
          feature: 'a multi-vendor marketplace with vendor onboarding, commissions and payouts',
        },
        {
          keywords: ['single', 'brand', 'own', 'my products'],
          feature: 'a single-brand store under your name and domain',
        },
      ],
      otherwise: 'a store set up the way you described, under your own brand and domain',
    },
    {
      label: 'Delivery',
      rules: [
        {
          keywords: ['own', 'riders', 'rider', 'dispatch'],
          feature: 'a rider app and dispatch view for your own riders',
        },
        {
          keywords: ['partner', 'logistics', 'gig', 'kwik', 'courier', '3pl'],
          feature: 'integration with your logistics partner, with tracking updates for customers',
        },
      ],
      otherwise: 'delivery set up the way you described, with order tracking for customers',
    },
  ],
  restaurants: [
    {
      label: 'Ordering',
      rules: [
        { keywords: ['dine-in', 'dine in', 'table'], feature: 'QR menus and table ordering for dine-in' },
        { keywords: ['pickup', 'pick up', 'takeaway', 'takeout'], feature: 'order-ahead for pickup' },
        { keywords: ['delivery', 'deliver'], feature: 'delivery ordering with live order status' },
        {
          keywords: ['all', 'mix', 'everything', 'both'],
          feature: 'dine-in, pickup and delivery from one menu',
        },
      ],
      otherwise: 'online ordering shaped around how you serve your customers',
    },
    {
      label: 'In-store tools',
      rules: [
        {
          keywords: ['yes', 'pos', 'kitchen', 'kds', 'display', 'both'],
          feature: 'a POS and kitchen display so every order goes straight to your kitchen',
        },
      ],
      whenNo: 'orders arrive in a simple staff dashboard, and a POS or kitchen display can be added later',
      otherwise: 'staff tools matched to how your kitchen works today',
    },
  ],
  taxi: [
    {
      label: 'Launch city',
      rules: [],
      otherwise: 'fares, service zones and driver onboarding set up for that city first',
    },
    {
      label: 'Drivers',
      rules: [
        {
          keywords: ['employ', 'employed', 'staff', 'salary', 'fleet', 'our own', 'my own'],
          feature: 'fleet management for employed drivers: shifts, vehicle assignment and trip reports',
        },
        {
          keywords: ['partner', 'independent', 'own car', 'own cars', 'commission', 'freelance'],
          feature: 'partner-driver onboarding with ID and vehicle checks, commissions and regular payouts',
        },
      ],
      otherwise: 'driver onboarding, checks and payouts matched to your driver model',
    },
  ],
  education: [
    {
      label: 'Learning format',
      rules: [
        {
          keywords: ['self-paced', 'self paced', 'course', 'video', 'recorded'],
          feature: 'self-paced courses with video and notes',
        },
        {
          keywords: ['live', 'class', 'zoom', 'webinar'],
          feature: 'live classes with scheduling and reminders',
        },
        {
          keywords: ['cohort', 'bootcamp', 'batch'],
          feature: 'cohorts with enrolment windows and group progress',
        },
      ],
      otherwise: 'a learning experience built around the format you described',
    },
    {
      label: 'Student tools',
      rules: [
        { keywords: ['certificate', 'certification'], feature: 'certificates on completion' },
        { keywords: ['quiz', 'test', 'exam', 'assessment'], feature: 'quizzes and assessments' },
        {
          keywords: ['student', 'management', 'progress', 'yes', 'all'],
          feature: 'student management and progress reports',
        },
      ],
      whenNo: 'a simple learner dashboard now, with quizzes and certificates ready to switch on later',
      otherwise: 'student tools matched to what you described',
    },
  ],
  others: [
    { label: 'Your customers', rules: [], otherwise: 'screens and onboarding designed for {answer}' },
    {
      label: 'What makes you unique',
      rules: [],
      otherwise: 'we make this the centre of your platform and its marketing',
    },
  ],
};

/** The features an answer asks for, in the rules' order; the fallback text when none matched. */
export function featuresFor(rules: QuestionRules, answer: string): string[] {
  if (rules.whenNo && NEGATIVE.test(answer)) return [rules.whenNo];
  const matched = rules.rules
    .filter((rule) => rule.keywords.some((keyword) => containsKeyword(answer, keyword)))
    .map((rule) => rule.feature);
  return matched.length > 0 ? matched : [rules.otherwise.replace('{answer}', answer)];
}
