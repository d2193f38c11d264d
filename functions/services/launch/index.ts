/**
 * The launch chat's server side (launch-onboarding). A Lambda writes
 * `await saveLaunchOnboarding(launchOnboardingPorts(), call, sourceIp(event))`.
 */
export {
  saveLaunchOnboarding,
  type LaunchOnboardingAnswer,
  type LaunchOnboardingCall,
} from './save-launch-onboarding.ts';
export type * from './ports.ts';
