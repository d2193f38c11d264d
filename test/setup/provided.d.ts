// What the integration and e2e global setups hand to test files through `inject(...)`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** test/setup/runtime.ts */
    dynamodbEndpoint: string;
    tableName: string;
    /** test/setup/runtime.ts */
    baseUrl: string;
    outboxUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** the scheduling sandbox page (a second origin) the launch flow frames */
    schedulingUrl: string;
    /** the key the product checks Calendly webhooks with, and the sandbox signs them with */
    schedulingSigningKey: string;
    /** STAFF_ALERT_EMAIL of the running product */
    staffAlertEmail: string;
    /** Lets a test name the CloudFront viewer address (LOCAL_EDGE_SECRET). */
    edgeSecret: string;
    /** Everything the local product logged during this run (test/setup/runtime.ts). */
    productLogFile: string;
    /** The WhatsApp stand-in (functions/local/whatsapp): phone page, /_stand-in/send, Graph endpoint, messages.json. */
    whatsappUrl: string;
    /** WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN of the running product. */
    whatsappAppSecret: string;
    whatsappVerifyToken: string;
  }
}

export {};
