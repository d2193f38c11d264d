import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '../lib/routing/index.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AdminLayout, PublicLayout, RootShell } from './layouts.tsx';
import { paths } from '../lib/paths.ts';

/*
 * Every page is its own chunk, fetched when its route first renders, so a visitor's first load
 * carries only the shell and the page they asked for (budget: 85 KB of gzipped JS per public route).
 *
 * Decision: the site's own small router (./routing/, issue #31), not react-router-dom. Measured with
 * this react-dom 19.3: react-dom alone is 67 KB gzipped of the 85 KB budget; react-router's
 * declarative router added 13.5 KB, ./routing/ adds about 1.5 KB. Nothing here needs loaders or
 * actions; React.lazy + Suspense split the pages and AppErrorBoundary plays the part of errorElement.
 */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('../features/site/pages/home.tsx'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/site/pages/about.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/site/pages/contact.tsx'), 'ContactPage');
const PricingPage = lazyPage(() => import('../features/site/pages/pricing.tsx'), 'PricingPage');
const PrivacyPage = lazyPage(() => import('../features/site/pages/privacy.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/site/pages/terms.tsx'), 'TermsPage');
const BankingPlatformPage = lazyPage(
  () => import('../features/site/pages/banking-platform.tsx'),
  'BankingPlatformPage',
);
const CryptoExchangePage = lazyPage(
  () => import('../features/site/pages/crypto-exchange.tsx'),
  'CryptoExchangePage',
);
const CompleteFintechPage = lazyPage(
  () => import('../features/site/pages/complete-fintech.tsx'),
  'CompleteFintechPage',
);
const NotFoundPage = lazyPage(() => import('../features/site/pages/not-found.tsx'), 'NotFoundPage');
const LaunchPage = lazyPage(() => import('../features/launch-chat/pages/launch-chat.tsx'), 'LaunchPage');
const ReferPage = lazyPage(() => import('../features/referral/pages/refer.tsx'), 'ReferPage');
const ReferralLoginPage = lazyPage(
  () => import('../features/referral/pages/referral-login.tsx'),
  'ReferralLoginPage',
);
const ReferralDashboardPage = lazyPage(
  () => import('../features/referral/pages/referral-dashboard.tsx'),
  'ReferralDashboardPage',
);
const ShortReferralLinkPage = lazyPage(
  () => import('../features/referral/pages/short-referral-link.tsx'),
  'ShortReferralLinkPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('../features/payments/pages/payment-success.tsx'),
  'PaymentSuccessPage',
);
const CheckoutPage = lazyPage(() => import('../features/payments/pages/checkout.tsx'), 'CheckoutPage');
const LaunchRequestPage = lazyPage(
  () => import('../features/payments/pages/launch-request.tsx'),
  'LaunchRequestPage',
);
const PasswordResetPage = lazyPage(
  () => import('../features/auth/pages/password-reset.tsx'),
  'PasswordResetPage',
);
const SignInPage = lazyPage(() => import('../features/auth/pages/sign-in.tsx'), 'SignInPage');
/* Admin and auth chunks are the only places aws-amplify may be imported. */
const AdminLoginPage = lazyPage(() => import('../features/admin/pages/admin-login.tsx'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/admin/pages/admin-dashboard.tsx'),
  'AdminDashboardPage',
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootShell />}>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.pricing.path} element={<PricingPage />} />
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
          <Route path={paths.terms.path} element={<TermsPage />} />
          <Route path={paths.bankingPlatform.path} element={<BankingPlatformPage />} />
          <Route path={paths.cryptoExchange.path} element={<CryptoExchangePage />} />
          <Route path={paths.completeFintech.path} element={<CompleteFintechPage />} />
          <Route path={paths.launch.path} element={<LaunchPage />} />
          <Route path={paths.refer.path} element={<ReferPage />} />
          <Route path={paths.referralLogin.path} element={<ReferralLoginPage />} />
          <Route path={paths.referralDashboard.path} element={<ReferralDashboardPage />} />
          <Route path={paths.shortReferralLink.path} element={<ShortReferralLinkPage />} />
          <Route path={paths.paymentSuccess.path} element={<PaymentSuccessPage />} />
          <Route path={paths.checkout.path} element={<CheckoutPage />} />
          <Route path={paths.launchRequest.path} element={<LaunchRequestPage />} />
          <Route path={paths.passwordReset.path} element={<PasswordResetPage />} />
          <Route path={paths.signIn.path} element={<SignInPage />} />
          <Route path={paths.notFound.path} element={<NotFoundPage />} />
        </Route>
        <Route element={<AdminLayout />}>
          <Route path={paths.adminLogin.path} element={<AdminLoginPage />} />
          <Route path={paths.admin.path} element={<AdminDashboardPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** The whole routed app; the outer boundary catches what the layouts' boundaries cannot (a broken layout). */
export function AppRouter() {
  return (
    <AppErrorBoundary standalone>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
