/**
 * The launch chat's server side (launch-onboarding). A Lambda writes
 * `await saveLaunchOnboarding(launchOnboardingPorts(), call, sourceIp(event))`.
 */
export {
  saveLaunchOnboarding,
  PaidLaunchLockedError,
  type LaunchOnboardingAnswer,
  type LaunchOnboardingCall,
} from './save-launch-onboarding.ts';
export {
  LAUNCH_ONBOARDING_RATE_LIMITS,
  LaunchRateLimitedError,
  enforceOnboardingRateLimits,
  onboardingRateKeys,
} from './rate-limits.ts';
export type * from './ports.ts';
