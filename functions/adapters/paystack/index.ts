export {
  createPaystackClient,
  paystackClient,
  paystackTransactionSchema,
  PAYMENT_PROVIDER_DOWN,
  type InitializeTransaction,
  type InitializedTransaction,
  type PaystackClient,
  type PaystackClientOptions,
  type PaystackTransaction,
  type PaystackTransactionStatus,
} from './client.ts';
export { paystackSecretKey } from './secret.ts';
export { isPaystackSignatureValid, paystackSignature } from './signature.ts';
