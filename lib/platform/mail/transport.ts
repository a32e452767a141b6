// The one SMTP transport (nodemailer), made from SMTP_URL: the outbox's deliveries and the integrations'
// probe share it. A changed SMTP_URL (tests change the environment) replaces it.
import nodemailer from 'nodemailer';
import { env } from '../env';

let current: { url: string; transport: nodemailer.Transporter } | undefined;

/** The SMTP transport of SMTP_URL, or null when it is not set (emails then stay in the outbox). */
export function smtpTransport(): nodemailer.Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (current?.url !== url) {
    current?.transport.close();
    current = { url, transport: nodemailer.createTransport(url) };
  }
  return current.transport;
}
