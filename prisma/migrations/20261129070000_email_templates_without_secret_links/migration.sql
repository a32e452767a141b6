-- Secret links (single-use tokens) are no longer template variables: the system renders them after the
-- text, on the platform's origin (lib/comms/secret-links.ts). A stored template that still names one loses
-- it: a Markdown link around the name keeps only its words, and the name itself goes (a subject or a
-- wrapping address of another site keeps nothing of it). The certificate's verifyUrl is a public page and
-- stays a variable of that email. Rendering drops the names too, so a row restored from an older backup
-- cannot bring a secret back.
UPDATE "EmailTemplate"
SET
  "subject" = regexp_replace(regexp_replace("subject", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g'),
  "body" = regexp_replace(regexp_replace("body", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g'),
  "text" = regexp_replace(regexp_replace("text", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|verifyUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g')
WHERE "key" <> 'certificate';

UPDATE "EmailTemplate"
SET
  "subject" = regexp_replace(regexp_replace("subject", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g'),
  "body" = regexp_replace(regexp_replace("body", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g'),
  "text" = regexp_replace(regexp_replace("text", '\[([^]]*)\]\(\s*\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}\s*\)', '\1', 'g'), '\{\{\s*(acceptUrl|resetUrl|joinUrl|contractUrl|bookingUrl|agreementUrl|icsUrl|claimUrl|signUrl)\s*\}\}', '', 'g')
WHERE "key" = 'certificate';
