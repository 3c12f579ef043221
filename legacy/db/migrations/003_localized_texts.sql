-- Stored texts become a message key plus JSON parameters, rendered in the reader's
-- language when read (legacy/i18n/stored.ts). The plain columns keep the English
-- text; rows without a key (an operator's own words) are shown as written.
ALTER TABLE notices ADD COLUMN text_key TEXT;
ALTER TABLE notices ADD COLUMN text_params TEXT NOT NULL DEFAULT '{}';
ALTER TABLE bills ADD COLUMN title_key TEXT;
ALTER TABLE bills ADD COLUMN title_params TEXT NOT NULL DEFAULT '{}';
ALTER TABLE order_deliveries ADD COLUMN mark_key TEXT;
ALTER TABLE order_deliveries ADD COLUMN mark_params TEXT NOT NULL DEFAULT '{}';
ALTER TABLE recharges ADD COLUMN admin_msg_key TEXT;
ALTER TABLE withdrawals ADD COLUMN admin_msg_key TEXT;
ALTER TABLE refunds ADD COLUMN admin_msg_key TEXT;

-- Rows an earlier version wrote in English get their keys, so they translate too.
UPDATE bills SET title_key = 'billRecharge' WHERE title = 'Recharge';
UPDATE bills SET title_key = 'billWithdrawal' WHERE title = 'Withdrawal';
UPDATE bills SET title_key = 'billWithdrawalReturned' WHERE title = 'Withdrawal refused, amount returned';
UPDATE bills SET title_key = 'billOrderPayment', title_params = json_object('sn', substr(title, 15))
 WHERE title LIKE 'Order payment %';
UPDATE bills SET title_key = 'billRefund', title_params = json_object('sn', substr(title, 17))
 WHERE title LIKE 'Refund of order %';
UPDATE order_deliveries SET mark_key = 'deliveryPacked' WHERE mark = 'The seller has packed your order';
UPDATE order_deliveries SET mark_key = 'deliveryDeparted' WHERE mark = 'Departed the sorting centre';
UPDATE recharges SET admin_msg_key = 'auditTransferNotFound'
 WHERE admin_msg = 'The transfer could not be found, please upload a clearer receipt';
UPDATE withdrawals SET admin_msg_key = 'auditHolderMismatch'
 WHERE admin_msg = 'The card holder name does not match the account';

-- The platform's links pointed at placeholder hosts; the stand-in serves real pages.
UPDATE settings SET value = '/static/pages/service' WHERE key = 'custom_service';
UPDATE settings SET value = '/static/pages/merchant' WHERE key = 'merchant_link';
UPDATE settings SET value = '/static/pages/merchant#platform' WHERE key = 'platform_link';
UPDATE merchants SET kf_url = '/static/pages/service?shop=' || mer_id WHERE kf_url LIKE 'https://service.example.com/%';

-- Help and law are served from legacy/i18n/pages, one data file per language.
DROP TABLE help_articles;
DROP TABLE law_pages;
