// Issue #30 (CONTRACT-30): what the harness is to provide for the WhatsApp acceptance tests. The
// implementer's test/setup/runtime.ts provides these; declared here too (same types, so the
// declarations merge) so the blind tests typecheck before that lands.
declare module 'vitest' {
  export interface ProvidedContext {
    /** the local WhatsApp stand-in's origin (RunningProduct.whatsappUrl) */
    whatsappUrl: string;
    /** WHATSAPP_APP_SECRET of the running product: what Meta signs notifications with */
    whatsappAppSecret: string;
    /** WHATSAPP_VERIFY_TOKEN of the running product: what the subscription handshake must present */
    whatsappVerifyToken: string;
  }
}

export {};
