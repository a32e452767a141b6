// How a customer pays for an order: Stripe Checkout when Stripe is configured, otherwise a bank transfer to
// the platform's account (its details are a platform setting, kept in the Setting table and changed by a super
// admin after step-up) quoting the order's own reference, which is unique per order. Staff then record the
// transfer as paid on the order (payments.ts#recordManualPayment).
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';
import type { Prisma } from '../generated/prisma/client';
import { getOrderForUserOrThrow } from './orders';
import { stripeConfigured } from '../platform/stripe';
import { bankTransferSettingsInput, type BankTransferSettingsInput } from './schema';

const BANK_TRANSFER_KEY = 'services.bankTransfer';

export type BankTransferSettings = BankTransferSettingsInput;

/** The platform's bank account for transfers, or null when none is set. */
export async function getBankTransferSettings(): Promise<BankTransferSettings | null> {
  const row = await db.setting.findUnique({ where: { key: BANK_TRANSFER_KEY } });
  const parsed = bankTransferSettingsInput.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The super admin (after step-up) sets the bank account customers transfer to. Audited. */
export async function saveBankTransferSettings(
  actor: SessionUser,
  input: BankTransferSettings,
): Promise<BankTransferSettings> {
  const value = input as Prisma.InputJsonValue;
  await db.$transaction(async (tx) => {
    await tx.setting.upsert({
      where: { key: BANK_TRANSFER_KEY },
      create: { key: BANK_TRANSFER_KEY, value, updatedById: actor.id },
      update: { value, updatedById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'settings.update_bank_transfer',
      target: { type: 'Setting', id: BANK_TRANSFER_KEY },
      detail: { accountName: input.accountName, bankName: input.bankName },
    });
  });
  return input;
}

export interface PaymentOptions {
  /** Whether "Pay by card" (Stripe Checkout) is offered. */
  card: boolean;
  /** The transfer to make, quoting the order's reference; null when no bank account is set. */
  bankTransfer: (BankTransferSettings & { reference: string; amountCents: number }) | null;
  /** What the customer reads about paying when neither is available. */
  note: string | null;
}

/** How the customer (or staff) can pay this order; 404 for anyone else's. */
export async function paymentOptions(actor: SessionUser, orderId: string): Promise<PaymentOptions> {
  const order = await getOrderForUserOrThrow(actor, orderId);
  const bank = await getBankTransferSettings();
  const card = stripeConfigured();
  return {
    card,
    bankTransfer: bank ? { ...bank, reference: order.reference, amountCents: order.amountCents } : null,
    note:
      card || bank
        ? null
        : `Our team will email you how to pay ${order.reference}. Work starts once the payment has arrived.`,
  };
}
