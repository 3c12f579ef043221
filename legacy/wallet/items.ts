import { formatCents } from '../db/money.ts';
import type { MessageLanguage } from '../i18n/index.ts';
import { renderStored } from '../i18n/stored.ts';
import { serverTime } from '../http/serverTime.ts';

/*
 * The buyer-facing list items of the wallet logs, from their database rows, in the reader's
 * language. Their times are "Y-m-d H:i:s" in the server's zone (`timeZone`), as the real API
 * sends them.
 */

export interface RechargeRow {
  id: number;
  type: number;
  network: string;
  price_cents: number;
  actual_price_cents: number;
  image: string;
  status: number;
  admin_msg: string;
  /** Set when the note is one of the platform's standard reasons (translated when read). */
  admin_msg_key: string | null;
  createtime: number;
}

export function rechargeItem(row: RechargeRow, lang: MessageLanguage, timeZone?: string) {
  return {
    id: row.id,
    type: row.type,
    network: row.network,
    price: formatCents(row.price_cents),
    actual_price: formatCents(row.actual_price_cents),
    image: row.image,
    status: row.status,
    admin_msg: renderStored(lang, row.admin_msg_key, '{}', row.admin_msg),
    createtime: serverTime(row.createtime, timeZone),
  };
}

export interface WithdrawalRow {
  id: number;
  extract_type: number;
  extract_price_cents: number;
  fee_cents: number;
  real_price_cents: number;
  status: number;
  mark: string;
  admin_msg: string;
  /** Set when the note is one of the platform's standard reasons (translated when read). */
  admin_msg_key: string | null;
  createtime: number;
}

export function withdrawalItem(row: WithdrawalRow, lang: MessageLanguage, timeZone?: string) {
  return {
    id: row.id,
    extract_type: row.extract_type,
    extract_price: formatCents(row.extract_price_cents),
    fee: formatCents(row.fee_cents),
    real_price: formatCents(row.real_price_cents),
    status: row.status,
    mark: row.mark,
    admin_msg: renderStored(lang, row.admin_msg_key, '{}', row.admin_msg),
    createtime: serverTime(row.createtime, timeZone),
  };
}

export interface BillRow {
  id: number;
  title: string;
  title_key: string | null;
  title_params: string;
  money_cents: number;
  type: string;
  createtime: number;
}

/** A fund record; `money` is signed ("-12.50" for a debit). */
export function billItem(row: BillRow, lang: MessageLanguage, timeZone?: string) {
  return {
    id: row.id,
    title: renderStored(lang, row.title_key, row.title_params, row.title),
    money: formatCents(row.money_cents),
    type: row.type,
    createtime: serverTime(row.createtime, timeZone),
  };
}
