import type { MailToSend } from './mail/outbox.ts';
import { importIfPresent } from './optional-module.ts';
import type { MountedService } from './gateway/server.ts';
import type { ProductQuiet } from './quiet.ts';

/** functions/local/identity/index.ts (identity engineer). */
interface IdentityModule {
  createIdentityProvider(options: {
    issuer: string;
    userPoolId: string;
    clientId: string;
    staffClientId?: string;
    admin: { email: string; password: string };
    sendMail: (mail: MailToSend) => Promise<void>;
    ipSendLimit?: { readonly limit: number; readonly windowSeconds: number };
    /** keeps the signing key, users and refresh tokens here between runs */
    dataDir?: string;
  }): LocalIdentityProvider | Promise<LocalIdentityProvider>;
}

export interface LocalIdentityProvider extends MountedService {
  readonly jwksPath: string;
  close(): Promise<void>;
}

/** functions/local/payments/index.ts, when built: the api.paystack.co shapes plus a checkout page. */
interface PaystackModule {
  createPaystackSandbox(options: {
    origin: string;
    prefix: string;
    secretKey: string;
    webhookUrl: string;
    quiet?: ProductQuiet;
  }): LocalPaystackSandbox | Promise<LocalPaystackSandbox>;
}

export interface LocalPaystackSandbox extends MountedService {
  close?(): Promise<void>;
}

/** Imported only after process.env is complete: the trigger handlers it runs read it when they load. */
export async function startIdentityProvider(
  options: Parameters<IdentityModule['createIdentityProvider']>[0],
): Promise<LocalIdentityProvider | undefined> {
  const module = await importIfPresent<IdentityModule>('./identity/index.ts');
  return module ? await module.createIdentityProvider(options) : undefined;
}

export async function startPaystackSandbox(
  options: Parameters<PaystackModule['createPaystackSandbox']>[0],
): Promise<LocalPaystackSandbox | undefined> {
  const module = await importIfPresent<PaystackModule>('./payments/index.ts');
  return module ? await module.createPaystackSandbox(options) : undefined;
}
