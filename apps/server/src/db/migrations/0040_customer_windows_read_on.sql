-- When a customer report last asked for each window (docs/analytics.md, "Customer totals for the preset ranges"):
-- windows that exist already count as read today, so the round keeps them for the unread days before dropping any.
ALTER TABLE "analytics_customer_windows" ADD COLUMN "read_on" date DEFAULT current_date NOT NULL;
