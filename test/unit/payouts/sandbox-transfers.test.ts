import { describe, expect, it } from 'vitest';
import {
  deterministicAccountName,
  INSUFFICIENT_BALANCE,
  TransferDesk,
  TransferRefusal,
} from '../../../functions/local/payments/transfers.ts';

const recipientFor = (desk: TransferDesk, accountNumber: string) =>
  desk.createRecipient({ type: 'nuban', account_number: accountNumber, bank_code: '058', currency: 'NGN' });

const transfer = (desk: TransferDesk, recipient: string, reference: string, amount = 50_000_000) =>
  desk.transfer({ source: 'balance', amount, recipient, reference, reason: 'Commission' });

describe('the Paystack sandbox: transfers', () => {
  it('resolves the same digits to the same upper-case name, a registered one first, and never 0000000000', () => {
    const desk = new TransferDesk();
    expect(desk.resolve('058', '0123456789')).toBe(deterministicAccountName('0123456789'));
    expect(desk.resolve('058', '0123456789')).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(desk.resolve('058', '0000000000')).toBeUndefined();
    expect(desk.resolve('999', '0123456789')).toBeUndefined();
    desk.register('058', '0123456789', 'NGOZI EZE');
    expect(desk.resolve('058', '0123456789')).toBe('NGOZI EZE');
  });

  it("refuses a reference it saw before and one outside Paystack's form", () => {
    const desk = new TransferDesk();
    const { recipient_code } = recipientFor(desk, '0123456789');
    transfer(desk, recipient_code, 'qpo-aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(() => transfer(desk, recipient_code, 'qpo-aaaaaaaaaaaaaaaaaaaaaaaa')).toThrow(TransferRefusal);
    expect(() => transfer(desk, recipient_code, 'UPPER-case-reference-1')).toThrow(TransferRefusal);
    expect(desk.transfers).toHaveLength(1);
  });

  it('does what the next outcome says, once, scoped to an account when asked', () => {
    const desk = new TransferDesk();
    const one = recipientFor(desk, '1111111111').recipient_code;
    const two = recipientFor(desk, '2222222222').recipient_code;
    desk.next = 'insufficient_balance';
    expect(() => transfer(desk, one, 'qpo-bbbbbbbbbbbbbbbbbbbbbbbb')).toThrow(INSUFFICIENT_BALANCE);
    desk.nextFor.set('2222222222', 'otp');
    expect(transfer(desk, one, 'qpo-cccccccccccccccccccccccc').status).toBe('pending');
    expect(transfer(desk, two, 'qpo-dddddddddddddddddddddddd').status).toBe('otp');
    expect(transfer(desk, two, 'qpo-eeeeeeeeeeeeeeeeeeeeeeee').status).toBe('pending');
    expect(desk.outcomes.get('qpo-cccccccccccccccccccccccc')).toBe('success');
  });
});
