-- Notifications and logistics steps an earlier version stored in English get their keys
-- too, so they read in the reader's language (the parts 003 could not match by a plain
-- comparison: amounts, reasons, carriers and tracking numbers are cut out of the text).
UPDATE notices SET text_key = 'noticeWelcome'
 WHERE text_key IS NULL AND title = 'Welcome to Crossborder Mall' AND content LIKE 'Thanks for joining! Browse hot products%';
UPDATE notices SET text_key = 'noticeWelcomeNew'
 WHERE text_key IS NULL AND title = 'Welcome to Crossborder Mall' AND content LIKE 'Thanks for joining! Add a shipping address%';
UPDATE notices SET text_key = 'noticePayCodeSet' WHERE text_key IS NULL AND title = 'Your payment code is set';
UPDATE notices SET text_key = 'noticeOutdoorSale' WHERE text_key IS NULL AND title = 'Spring sale: up to 40% off outdoor gear';
UPDATE notices SET text_key = 'noticeNewPhones' WHERE text_key IS NULL AND title = 'New arrivals in Mobile phone';
UPDATE notices SET text_key = 'noticeSecurity' WHERE text_key IS NULL AND title = 'Security reminder';

-- "Your recharge of 12.50 has been credited to your balance."
UPDATE notices
   SET text_key = 'noticeRechargeApproved',
       text_params = json_object('amount', json_object('cents',
         CAST(round(CAST(substr(content, 18, instr(content, ' has been credited') - 18) AS REAL) * 100) AS INTEGER)))
 WHERE text_key IS NULL AND title = 'Recharge approved' AND content LIKE 'Your recharge of % has been credited to your balance.';
-- "Your withdrawal of 12.50 has been paid out."
UPDATE notices
   SET text_key = 'noticeWithdrawalApproved',
       text_params = json_object('amount', json_object('cents',
         CAST(round(CAST(substr(content, 20, instr(content, ' has been paid out') - 20) AS REAL) * 100) AS INTEGER)))
 WHERE text_key IS NULL AND title = 'Withdrawal approved' AND content LIKE 'Your withdrawal of % has been paid out.';
-- "Your recharge of 12.50 was refused.[ Reason: …]"
UPDATE notices
   SET text_key = 'noticeRechargeRefused',
       text_params = CASE WHEN instr(content, ' Reason: ') > 0
         THEN json_object('amount', json_object('cents',
                CAST(round(CAST(substr(content, 18, instr(content, ' was refused') - 18) AS REAL) * 100) AS INTEGER)),
              'reason', substr(content, instr(content, ' Reason: ') + 9))
         ELSE json_object('amount', json_object('cents',
                CAST(round(CAST(substr(content, 18, instr(content, ' was refused') - 18) AS REAL) * 100) AS INTEGER)))
       END
 WHERE text_key IS NULL AND title = 'Recharge refused' AND content LIKE 'Your recharge of % was refused.%';
-- "Your withdrawal of 12.50 was refused and the amount returned to your balance.[ Reason: …]"
UPDATE notices
   SET text_key = 'noticeWithdrawalRefused',
       text_params = CASE WHEN instr(content, ' Reason: ') > 0
         THEN json_object('amount', json_object('cents',
                CAST(round(CAST(substr(content, 20, instr(content, ' was refused') - 20) AS REAL) * 100) AS INTEGER)),
              'reason', substr(content, instr(content, ' Reason: ') + 9))
         ELSE json_object('amount', json_object('cents',
                CAST(round(CAST(substr(content, 20, instr(content, ' was refused') - 20) AS REAL) * 100) AS INTEGER)))
       END
 WHERE text_key IS NULL AND title = 'Withdrawal refused' AND content LIKE 'Your withdrawal of % was refused and the amount returned%';

-- "Shipped by Standard Express, tracking number LX123": the default carrier translates, another is a name.
UPDATE order_deliveries
   SET mark_key = 'deliveryShipped',
       mark_params = CASE WHEN substr(mark, 12, instr(mark, ', tracking number ') - 12) = 'Standard Express'
         THEN json_object('company', json_object('key', 'deliveryCompany'),
                          'number', substr(mark, instr(mark, ', tracking number ') + 18))
         ELSE json_object('company', substr(mark, 12, instr(mark, ', tracking number ') - 12),
                          'number', substr(mark, instr(mark, ', tracking number ') + 18))
       END
 WHERE mark_key IS NULL AND mark LIKE 'Shipped by %, tracking number %';
