/**
 * The launch chat's server side (launch-chat-onboarding). A Lambda writes
 * `await saveLaunchOnboarding(launchOnboardingPorts(), call, sourceIp(event))`.
 */
export {
  saveLaunchOnboarding,
  type LaunchOnboardingAnswer,
  type LaunchOnboardingCall,
} from './save-launch-chat-onboarding.ts';
export { launchSetupCall, launchSetupCallCalendar, type LaunchRecapPorts } from './recap.ts';
export type * from './ports.ts';
