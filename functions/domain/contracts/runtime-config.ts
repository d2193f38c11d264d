import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * The web app fetches /config.json at start. CDK writes it on AWS; the local runtime serves it.
 * One build of the web app therefore serves every stage.
 */
export const runtimeConfigSchema = builtOnFirstUse(() =>
  z.object({
    stage: z.string(),
    /** Base of the HTTP API, same origin: "" means /api/... on the site's own host. */
    apiBase: z.string(),
    /** Absolute WebSocket URL for the admin live refresh, e.g. wss://example.com/ws */
    wsUrl: z.string(),
    region: z.string(),
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** The staff app client: password sign-in at /admin/login, for the admins group only. */
    staffClientId: z.string(),
    /** Local identity provider endpoint (Amplify's Auth.Cognito.userPoolEndpoint); null on AWS. */
    identityEndpoint: z.string().nullable(),
    /** Calendly (or the local scheduling sandbox) page shown in the 720px frame. */
    schedulingUrl: z.string(),
    /** Only postMessage events from this origin count as a booking. */
    schedulingOrigin: z.string(),
    /** Public origin of the site, for canonical links and referral links. */
    siteUrl: z.string(),
  }),
);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
