-- Invite and reset emails written before links were rendered at send time hold their token in clear:
-- the token becomes "redacted" (the links still work from the emails already sent; "Show invite" shows
-- such an old invite redacted: invite the member again for a new link).
UPDATE "notifications" SET "body" = regexp_replace("body", '([?&]token=)[A-Za-z0-9_-]{43}', '\1redacted', 'g'), "html" = regexp_replace("html", '([?&]token=)[A-Za-z0-9_-]{43}', '\1redacted', 'g') WHERE "kind" IN ('invite', 'password_reset');
